<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>for %n card(s) left in hand</source>
        <translation>
            <numerusform>for the last card in hand</numerusform>
            <numerusform>for %n cards left in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, the Man, wins the deal (%n trick(s)) and scores a point.</source>
        <translation>
            <numerusform>{0}, the Man, wins the deal (%n trick) and scores a point.</numerusform>
            <numerusform>{0}, the Man, wins the deal (%n tricks) and scores a point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, the Man, loses the deal (%n trick(s)): a point to each defender, one less for the Man.</source>
        <translation>
            <numerusform>{0}, the Man, loses the deal (%n trick): a point to each defender, one less for the Man.</numerusform>
            <numerusform>{0}, the Man, loses the deal (%n tricks): a point to each defender, one less for the Man.</numerusform>
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
