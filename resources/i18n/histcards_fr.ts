<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Language</name>
    <message>
        <source>en</source>
        <translation>fr</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About histcards</source>
        <translation>À &amp;propos de histcards</translation>
    </message>
    <message>
        <source>About histcards</source>
        <translation>À propos de histcards</translation>
    </message>
    <message>
        <source>histcards {0}: Hoc Mazarin, Polignac, Homme d&apos;Auvergne, Quarante de Roi and Poch.</source>
        <translation>histcards {0} : le Hoc Mazarin, le Polignac, l&apos;Homme d&apos;Auvergne, le Quarante de roi et le Poque.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>Rules of the games</source>
        <translation>Règles des jeux</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The page {0} is missing.</source>
        <translation>La page {0} est introuvable.</translation>
    </message>
</context>
</TS>
