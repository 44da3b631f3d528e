<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Coaching</name>
    <message numerus="yes">
        <source>any of %n cards (the bright ones)</source>
        <translation>
            <numerusform>any of %n card (the bright one)</numerusform>
            <numerusform>any of %n cards (the bright ones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>put away %n card(s) of your choice</source>
        <translation>
            <numerusform>put away %n card of your choice</numerusform>
            <numerusform>put away %n cards of your choice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The match is over. Winner(s): {0}</source>
        <translation>
            <numerusform>The match is over. Winner: {0}</numerusform>
            <numerusform>The match is over. Winners: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Standing</name>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <comment>short</comment>
        <translation>
            <numerusform>%n penalty point</numerusform>
            <numerusform>%n penalty points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tricks taken by {0}: %n</source>
        <translation>
            <numerusform>Trick taken by {0}: %n</numerusform>
            <numerusform>Tricks taken by {0}: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>%n jeton(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n penalty point</numerusform>
            <numerusform>%n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You put away %n card(s).</source>
        <translation>
            <numerusform>You put away %n card.</numerusform>
            <numerusform>You put away %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} puts away %n card(s).</source>
        <translation>
            <numerusform>{0} puts away %n card.</numerusform>
            <numerusform>{0} puts away %n cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
