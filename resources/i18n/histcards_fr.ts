<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About histcards</source>
        <translation>À propos de histcards</translation>
    </message>
    <message>
        <source>Version {0} — Qt {1}, PySide6 {2}, Python {3}</source>
        <translation>Version {0} — Qt {1}, PySide6 {2}, Python {3}</translation>
    </message>
    <message>
        <source>A card table for five historical French card games: Hoc Mazarin, Polignac, Homme d&apos;Auvergne, Quarante de Roi and Poch (with Le Poque), against computer opponents or with friends at one screen.</source>
        <translation>Une table de jeu pour cinq jeux de cartes français d&apos;autrefois&#xa0;: le Hoc Mazarin, le Polignac, l&apos;Homme d&apos;Auvergne, le Quarante de roi et le Poque (Poch), contre l&apos;ordinateur ou entre amis devant un même écran.</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>&amp;Credits</source>
        <translation>&amp;Crédits</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
    <message>
        <source>Historical &amp;sources</source>
        <translation>&amp;Sources historiques</translation>
    </message>
    <message>
        <source>Historical sources</source>
        <translation>Sources historiques</translation>
    </message>
    <message>
        <source>**Licence: {0}**</source>
        <translation>**Licence&#xa0;: {0}**</translation>
    </message>
    <message>
        <source>histcards is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.</source>
        <translation>histcards est un logiciel libre&#xa0;: vous pouvez le redistribuer ou le modifier selon les termes de la Licence publique générale GNU publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure.</translation>
    </message>
    <message>
        <source>histcards is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.</source>
        <translation>histcards est distribué dans l&apos;espoir qu&apos;il sera utile, mais SANS AUCUNE GARANTIE&#xa0;; sans même la garantie implicite de QUALITÉ MARCHANDE ou d&apos;ADÉQUATION À UN USAGE PARTICULIER. Consultez la Licence publique générale GNU pour plus de détails.</translation>
    </message>
    <message>
        <source>Program, card art and rules pages: the histcards contributors.</source>
        <translation>Programme, dessin des cartes et pages de règles&#xa0;: les contributeurs de histcards.</translation>
    </message>
    <message>
        <source>The cards follow the Paris pattern (*portrait de Paris*) of French playing cards. Every face, back, counter and board is drawn by histcards&apos; own code.</source>
        <translation>Les cartes suivent le *portrait de Paris* des cartes à jouer françaises. Toutes les cartes, les dos, les jetons et les tableaux sont dessinés par le code de histcards lui-même.</translation>
    </message>
    <message>
        <source>Lettering of the cards: EB Garamond, by Georg Duffner and Octavio Pardo (SIL Open Font License 1.1), turned into outlines when the art is made.</source>
        <translation>Lettres des cartes&#xa0;: EB Garamond, de Georg Duffner et Octavio Pardo (SIL Open Font License 1.1), converties en contours lorsque les dessins sont produits.</translation>
    </message>
    <message>
        <source>Built with Qt and PySide6 (The Qt Company, LGPL-3.0), platformdirs (MIT) and Python (PSF License).</source>
        <translation>Réalisé avec Qt et PySide6 (The Qt Company, LGPL-3.0), platformdirs (MIT) et Python (licence PSF).</translation>
    </message>
    <message>
        <source>The rules of the games were written for histcards in our own words, from these sources:</source>
        <translation>Les règles des jeux ont été rédigées pour histcards avec nos propres mots, d&apos;après ces sources&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>A face-down card</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <source>{0}, playable</source>
        <translation>{0}, jouable</translation>
    </message>
    <message>
        <source>{0}, chosen</source>
        <translation>{0}, choisie</translation>
    </message>
    <message>
        <source>{0}, cannot be played: {1}</source>
        <translation>{0}, injouable&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0}, cannot be played</source>
        <translation>{0}, injouable</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Decision to take</source>
        <translation>Décision à prendre</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>AmountGroup</name>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
</context>
<context>
    <name>ClaimChooser</name>
    <message>
        <source>{0} (bluff)</source>
        <translation>{0} (bluff)</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Annonce&#xa0;:</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Annonce</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer · {0}</source>
        <translation>Ordinateur · {0}</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est finie.</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Dernière donne</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Discard the chosen cards</source>
        <translation>Écarter les cartes choisies</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>How do you play this card?</source>
        <translation>Comment jouez-vous cette carte&#xa0;?</translation>
    </message>
    <message>
        <source>{0}, your turn</source>
        <translation>{0}, à vous de jouer</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {0}</source>
        <translation>Passez l’écran à {0}</translation>
    </message>
    <message>
        <source>Click or press Enter when you are ready, {0}: your cards will be shown.</source>
        <translation>Cliquez ou appuyez sur Entrée quand vous êtes prêt, {0}&#xa0;: vos cartes vont s’afficher.</translation>
    </message>
    <message>
        <source>I am {0}: show my cards</source>
        <translation>Je suis {0}&#xa0;: montrer mes cartes</translation>
    </message>
    <message>
        <source>Privacy curtain</source>
        <translation>Rideau de discrétion</translation>
    </message>
    <message>
        <source>Pass to {0}; press Enter when {0} is at the screen.</source>
        <translation>Passez l’écran à {0}&#xa0;; appuyez sur Entrée quand {0} est devant l’écran.</translation>
    </message>
    <message>
        <source>Show the cards of {0}</source>
        <translation>Montrer les cartes de {0}</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>{0}: nobody is in yet</source>
        <translation>{0}&#xa0;: personne n&apos;a encore annoncé</translation>
    </message>
    <message>
        <source>{0}: {1} bids {2}</source>
        <translation>{0}&#xa0;: {1} mise {2}</translation>
    </message>
    <message>
        <source>{0}: {1} is in with {2}</source>
        <translation>{0}&#xa0;: {1} annonce {2}</translation>
    </message>
    <message>
        <source>{0}: {1} is in with {2}, the stake raised to {3}</source>
        <translation>{0}&#xa0;: {1} annonce {2}, la mise portée à {3}</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The settings file {0}</source>
        <translation>Le fichier de réglages {0}</translation>
    </message>
    <message>
        <source>The statistics file {0}</source>
        <translation>Le fichier de statistiques {0}</translation>
    </message>
    <message>
        <source>The saved match {0}</source>
        <translation>La partie enregistrée {0}</translation>
    </message>
    <message>
        <source>The file {0}</source>
        <translation>Le fichier {0}</translation>
    </message>
    <message>
        <source>{0} could not be read; it was kept as {1} and histcards carries on without it.</source>
        <translation>{0} n’a pas pu être lu&#xa0;; il est conservé sous le nom {1} et histcards continue sans lui.</translation>
    </message>
    <message>
        <source>{0} could not be read nor moved aside; histcards carries on without it.</source>
        <translation>{0} n’a pu être ni lu ni mis de côté&#xa0;; histcards continue sans lui.</translation>
    </message>
    <message>
        <source>{0} could not be read.</source>
        <translation>Le fichier {0} n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>{0} is not a deal record.</source>
        <translation>Le fichier {0} n’est pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>{0} cannot be replayed: action {2} of deal {1} is refused.</source>
        <translation>Le fichier {0} ne peut pas être rejoué&#xa0;: l’action {2} de la donne {1} est refusée.</translation>
    </message>
    <message>
        <source>{0} cannot be replayed: deal {1} is refused.</source>
        <translation>Le fichier {0} ne peut pas être rejoué&#xa0;: la donne {1} est refusée.</translation>
    </message>
    <message>
        <source>{0} is not a deal record histcards can replay.</source>
        <translation>Le fichier {0} n’est pas une partie enregistrée que histcards sait rejouer.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>its folder cannot be written to</source>
        <translation>son dossier est protégé en écriture</translation>
    </message>
    <message>
        <source>a folder stands where the file should be</source>
        <translation>un dossier occupe la place du fichier</translation>
    </message>
    <message>
        <source>the system refused to write it</source>
        <translation>le système a refusé de l’écrire</translation>
    </message>
    <message>
        <source>the match holds something that cannot be written down</source>
        <translation>la partie contient une donnée qui ne peut pas être écrite</translation>
    </message>
    <message>
        <source>The match could not be autosaved ({0}); it goes on, and the last save is kept.</source>
        <translation>La partie n’a pas pu être sauvegardée ({0})&#xa0;; elle continue, et la dernière sauvegarde est conservée.</translation>
    </message>
    <message>
        <source>The finished match could not be removed from the autosave ({0}); it will be offered again at the next start.</source>
        <translation>La partie terminée n’a pas pu être retirée de la sauvegarde automatique ({0})&#xa0;; elle sera proposée de nouveau au prochain démarrage.</translation>
    </message>
    <message>
        <source>The result could not be added to the statistics ({0}).</source>
        <translation>Le résultat n’a pas pu être ajouté aux statistiques ({0}).</translation>
    </message>
    <message>
        <source>The settings could not be saved ({0}); they stay in use until histcards ends.</source>
        <translation>Les préférences n’ont pas pu être enregistrées ({0})&#xa0;; elles restent en vigueur jusqu’à la fermeture de histcards.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({0}).</source>
        <translation>Les statistiques n’ont pas pu être remises à zéro ({0}).</translation>
    </message>
    <message>
        <source>The match could not be saved as {0} ({1}).</source>
        <translation>La partie n’a pas pu être enregistrée sous {0} ({1}).</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>What has happened, newest last</source>
        <translation>Ce qui s&apos;est passé, le plus récent en dernier</translation>
    </message>
</context>
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
        <source>No hint could be found.</source>
        <translation>Aucun conseil n’a pu être trouvé.</translation>
    </message>
    <message>
        <source>{0} — histcards</source>
        <translation>{0} — histcards</translation>
    </message>
    <message>
        <source>histcards</source>
        <translation>histcards</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open a record…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Save the match &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Annuler ma dernière décision</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Restart the deal</source>
        <translation>&amp;Recommencer la donne</translation>
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
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>S&amp;ort the hand</source>
        <translation>&amp;Trier la main</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>The match is autosaved again.</source>
        <translation>La partie est de nouveau sauvegardée automatiquement.</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>L&amp;ast trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>Tool&amp;bar</source>
        <translation>&amp;Barre d&apos;outils</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules of the games</source>
        <translation>&amp;Règles des jeux</translation>
    </message>
    <message>
        <source>&amp;About histcards</source>
        <translation>À &amp;propos de histcards</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Reprendre votre dernière décision</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Ask the computer for a hint</source>
        <translation>Demander un conseil à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <source>Show or put away the last trick</source>
        <translation>Montrer ou ranger la dernière levée</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Read the rules of the games</source>
        <translation>Lire les règles des jeux</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>This match is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <source>Match in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Resume the match in progress?</source>
        <translation>Reprendre la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>{0}, deal {1}.</source>
        <translation>{0}, donne {1}.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Deal records (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Saved as {0}.</source>
        <translation>Enregistrée sous {0}.</translation>
    </message>
    <message>
        <source>Open a deal record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Votre dernière décision est annulée.</translation>
    </message>
    <message>
        <source>That decision can no longer be taken back.</source>
        <translation>Cette décision ne peut plus être annulée.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Pas de conseil maintenant&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Conseil&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} to play.</source>
        <translation>À {0} de jouer.</translation>
    </message>
    <message numerus="yes">
        <source>The match is over. Winner(s): {0}</source>
        <translation>
            <numerusform>La partie est finie. Gagnant&#xa0;: {0}</numerusform>
            <numerusform>La partie est finie. Gagnants&#xa0;: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is over: everyone ties, so nobody wins.</source>
        <translation>La partie est finie&#xa0;: tous les joueurs sont à égalité, personne ne gagne.</translation>
    </message>
    <message>
        <source>The match is over with no winner.</source>
        <translation>La partie est finie sans gagnant.</translation>
    </message>
    <message>
        <source>No trick has been taken yet.</source>
        <translation>Aucune levée n&apos;a encore été faite.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Name of seat {0}</source>
        <translation>Nom de la place {0}</translation>
    </message>
    <message>
        <source>Seat {0}: human or computer</source>
        <translation>Place {0}&#xa0;: humain ou ordinateur</translation>
    </message>
    <message>
        <source>Level of seat {0}</source>
        <translation>Niveau de la place {0}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Type a deal number to play the same deals again</source>
        <translation>Tapez un numéro de donne pour rejouer les mêmes donnes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Why the options cannot be played</source>
        <translation>Pourquoi ces options ne peuvent pas être jouées</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two seats have the same name.</source>
        <translation>Deux places portent le même nom.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>One</source>
        <translation>Un</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Reconstructed: the old books do not say; see the rules.</source>
        <translation>Reconstitution&#xa0;: les anciens traités ne le disent pas&#xa0;; voir les règles.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Only with {0} players.</source>
        <translation>Seulement à {0} joueurs.</translation>
    </message>
    <message>
        <source>Only when “{0}” is {1}.</source>
        <translation>Seulement quand «&#xa0;{0}&#xa0;» vaut {1}.</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The match is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>A deal is still being played.</source>
        <translation>Une donne est encore en cours.</translation>
    </message>
    <message>
        <source>Nobody is to play: the next deal has not been dealt.</source>
        <translation>Ce n&apos;est le tour de personne&#xa0;: la donne suivante n&apos;a pas été distribuée.</translation>
    </message>
    <message>
        <source>“{text}” is not a move.</source>
        <translation>«&#xa0;{text}&#xa0;» n&apos;est pas un coup.</translation>
    </message>
    <message>
        <source>“{action}” is not allowed now.</source>
        <translation>«&#xa0;{action}&#xa0;» n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Vous n&apos;avez pas {card}.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}.</source>
        <translation>Vous devez fournir&#xa0;: vous avez du {suit}.</translation>
    </message>
    <message>
        <source>You must trump: you hold no {suit}, but you hold trumps ({trumps}).</source>
        <translation>Vous devez couper&#xa0;: vous n&apos;avez pas de {suit}, mais vous avez de l&apos;atout ({trumps}).</translation>
    </message>
    <message>
        <source>It is your turn to play a card.</source>
        <translation>C&apos;est à vous de jouer une carte.</translation>
    </message>
    <message>
        <source>This game is played with the capot, not the general.</source>
        <translation>Cette partie se joue avec le capot, pas la générale.</translation>
    </message>
    <message>
        <source>This game is played with the general, not the capot.</source>
        <translation>Cette partie se joue avec la générale, pas le capot.</translation>
    </message>
    <message>
        <source>You may announce “{bid}” or pass.</source>
        <translation>Vous pouvez annoncer «&#xa0;{bid}&#xa0;» ou passer.</translation>
    </message>
    <message>
        <source>The dealer must first put away {count} cards.</source>
        <translation>Le donneur doit d&apos;abord écarter {count} cartes.</translation>
    </message>
    <message>
        <source>You must put away exactly {count} cards.</source>
        <translation>Vous devez écarter exactement {count} cartes.</translation>
    </message>
    <message>
        <source>You may not put away a penalty card ({card}).</source>
        <translation>Vous ne pouvez pas écarter une carte de pénalité ({card}).</translation>
    </message>
    <message>
        <source>The number of deals must be a multiple of the {players} players, not {value}.</source>
        <translation>Le nombre de donnes doit être un multiple du nombre de joueurs ({players}), pas {value}.</translation>
    </message>
    <message>
        <source>{extra} is for {players} players.</source>
        <translation>{extra} se joue à {players} joueurs.</translation>
    </message>
    <message>
        <source>Polignac is for 3 to 6 players; 7 or 8 need the option “{option}”.</source>
        <translation>Le Polignac se joue de 3 à 6 joueurs&#xa0;; à 7 ou 8, il faut l&apos;option «&#xa0;{option}&#xa0;».</translation>
    </message>
    <message>
        <source>Cliques are not played in this game.</source>
        <translation>Les cliques ne se jouent pas dans cette partie.</translation>
    </message>
    <message>
        <source>A clique is announced only with your card to the first trick.</source>
        <translation>Une clique ne s&apos;annonce qu&apos;avec sa carte à la première levée.</translation>
    </message>
    <message>
        <source>You hold no clique (three or four Kings, Queens or Jacks).</source>
        <translation>Vous n&apos;avez pas de clique (trois ou quatre rois, dames ou valets).</translation>
    </message>
    <message>
        <source>The clique values must be a table of whole numbers.</source>
        <translation>Les valeurs des cliques doivent former un tableau de nombres entiers.</translation>
    </message>
    <message>
        <source>The clique values must be whole numbers of 0 or more, not {value}.</source>
        <translation>Les valeurs des cliques doivent être des nombres entiers positifs ou nuls, pas {value}.</translation>
    </message>
    <message>
        <source>Turn up the talon&apos;s top card or pass.</source>
        <translation>Retournez la carte du dessus du talon, ou passez.</translation>
    </message>
    <message>
        <source>Play with the turned suit as trumps, or pass.</source>
        <translation>Jouez avec la couleur retournée pour atout, ou passez.</translation>
    </message>
    <message>
        <source>You may show the King of {suit}, or pass.</source>
        <translation>Vous pouvez montrer le roi de {suit}, ou passer.</translation>
    </message>
    <message>
        <source>Kings score nothing in this game (see the options).</source>
        <translation>Les rois ne rapportent rien dans cette partie (voir les options).</translation>
    </message>
    <message>
        <source>Only the King of the turned suit ({suit}) may be shown.</source>
        <translation>Seul le roi de la couleur retournée ({suit}) peut être montré.</translation>
    </message>
    <message>
        <source>You do not hold the King of {suit}.</source>
        <translation>Vous n&apos;avez pas le roi de {suit}.</translation>
    </message>
    <message>
        <source>You have shown it already: now play or pass.</source>
        <translation>Vous l&apos;avez déjà montré&#xa0;: maintenant, jouez ou passez.</translation>
    </message>
    <message>
        <source>The King of {suit} has already scored.</source>
        <translation>Le roi de {suit} a déjà été compté.</translation>
    </message>
    <message>
        <source>The count stands at {count}: {card} would take it past {limit}.</source>
        <translation>Le compte en est à {count}&#xa0;: {card} le ferait dépasser {limit}.</translation>
    </message>
    <message>
        <source>You hold no pair, so you may not bet: you may only pass.</source>
        <translation>Vous n&apos;avez pas de paire, vous ne pouvez donc pas miser&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Nobody has bet yet: you may bet or pass.</source>
        <translation>Personne n&apos;a encore misé&#xa0;: vous pouvez pocher ou passer.</translation>
    </message>
    <message>
        <source>The betting is open: you may hold, raise or fold.</source>
        <translation>Les enchères sont ouvertes&#xa0;: vous pouvez tenir, relancer ou vous retirer.</translation>
    </message>
    <message>
        <source>You cannot hold: it costs {cost} and you have {bank}.</source>
        <translation>Vous ne pouvez pas tenir&#xa0;: cela coûte {cost} et vous avez {bank}.</translation>
    </message>
    <message>
        <source>You cannot hold: it costs {cost} and you have {bank}; you may go all in.</source>
        <translation>Vous ne pouvez pas tenir&#xa0;: cela coûte {cost} et vous avez {bank}&#xa0;; vous pouvez faire tapis.</translation>
    </message>
    <message>
        <source>No raise is allowed now: you may hold or fold.</source>
        <translation>Aucune relance n&apos;est permise maintenant&#xa0;: tenez ou retirez-vous.</translation>
    </message>
    <message>
        <source>All-in is not played at this table: hold or fold.</source>
        <translation>Le tapis ne se joue pas à cette table&#xa0;: tenez ou retirez-vous.</translation>
    </message>
    <message>
        <source>You may go all in only when you cannot afford to hold.</source>
        <translation>Vous ne pouvez faire tapis que si vous n&apos;avez pas de quoi tenir.</translation>
    </message>
    <message>
        <source>In the betting you may hold, raise, fold or go all in.</source>
        <translation>Aux enchères, vous pouvez tenir, relancer, vous retirer ou faire tapis.</translation>
    </message>
    <message>
        <source>You cannot bet now: you have {room} jetons to spare.</source>
        <translation>Vous ne pouvez pas miser maintenant&#xa0;: il vous reste {room} jetons disponibles.</translation>
    </message>
    <message>
        <source>You must bet at least {least}.</source>
        <translation>Vous devez miser au moins {least}.</translation>
    </message>
    <message>
        <source>You cannot bet {amount}: you have only {room} jetons to spare.</source>
        <translation>Vous ne pouvez pas miser {amount}&#xa0;: il ne vous reste que {room} jetons disponibles.</translation>
    </message>
    <message>
        <source>You may bet at most {most} (the table limit).</source>
        <translation>Vous pouvez miser au plus {most} (la limite de la table).</translation>
    </message>
    <message>
        <source>You cannot raise now: you have {room} jetons to spare.</source>
        <translation>Vous ne pouvez pas relancer maintenant&#xa0;: il vous reste {room} jetons disponibles.</translation>
    </message>
    <message>
        <source>You must raise by at least {least}.</source>
        <translation>Vous devez relancer d&apos;au moins {least}.</translation>
    </message>
    <message>
        <source>You cannot raise by {amount}: you have only {room} jetons to spare.</source>
        <translation>Vous ne pouvez pas relancer de {amount}&#xa0;: il ne vous reste que {room} jetons disponibles.</translation>
    </message>
    <message>
        <source>You may raise by at most {most} (the table limit).</source>
        <translation>Vous pouvez relancer d&apos;au plus {most} (la limite de la table).</translation>
    </message>
    <message>
        <source>This is the auction for the {chance}: pass, announce, raise, hold or say “Good”.</source>
        <translation>C&apos;est l&apos;enchère «&#xa0;{chance}&#xa0;»&#xa0;: passez, annoncez, relancez, tenez ou dites «&#xa0;Bon&#xa0;».</translation>
    </message>
    <message>
        <source>Someone is already in: hold, raise or say “Good”.</source>
        <translation>Quelqu&apos;un est déjà entré&#xa0;: tenez, relancez ou dites «&#xa0;Bon&#xa0;».</translation>
    </message>
    <message>
        <source>Nobody is in yet: pass, announce or raise.</source>
        <translation>Personne n&apos;est encore entré&#xa0;: passez, annoncez ou relancez.</translation>
    </message>
    <message>
        <source>A raise restates your claim.</source>
        <translation>Une relance redit votre annonce.</translation>
    </message>
    <message>
        <source>A raise adds 1 to {cap} jetons.</source>
        <translation>Une relance ajoute de 1 à {cap} jetons.</translation>
    </message>
    <message>
        <source>You have not enough jetons for that.</source>
        <translation>Vous n&apos;avez pas assez de jetons pour cela.</translation>
    </message>
    <message>
        <source>“{claim}” is no claim for the point: announce a number of cards.</source>
        <translation>«&#xa0;{claim}&#xa0;» n&apos;est pas une annonce pour le point&#xa0;: annoncez un nombre de cartes.</translation>
    </message>
    <message>
        <source>“{claim}” is no claim for the sequence: announce a tierce, a quart or a quinte.</source>
        <translation>«&#xa0;{claim}&#xa0;» n&apos;est pas une annonce pour la séquence&#xa0;: annoncez une tierce, une quatrième ou une quinte.</translation>
    </message>
    <message>
        <source>“{claim}” is no claim for the tricon: announce a brelan or a fredon.</source>
        <translation>«&#xa0;{claim}&#xa0;» n&apos;est pas une annonce pour le tricon&#xa0;: annoncez un brelan ou un fredon.</translation>
    </message>
    <message>
        <source>Your best suit holds {low} to {high} of your cards.</source>
        <translation>Votre meilleure couleur compte de {low} à {high} de vos cartes.</translation>
    </message>
    <message>
        <source>Your claim must be at least “{claim}”, the highest so far.</source>
        <translation>Votre annonce doit valoir au moins «&#xa0;{claim}&#xa0;», la plus haute jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>Before the run goes on, you may throw in a principal hoc as {need}, or pass.</source>
        <translation>Avant que la suite continue, vous pouvez jeter un hoc principal pour {need}, ou passer.</translation>
    </message>
    <message>
        <source>The auctions are over: play a card, or say “Without”.</source>
        <translation>Les enchères sont finies&#xa0;: jouez une carte, ou dites «&#xa0;Sans&#xa0;».</translation>
    </message>
    <message>
        <source>You lead: play any card.</source>
        <translation>Vous avez la main&#xa0;: jouez la carte que vous voulez.</translation>
    </message>
    <message>
        <source>You must go on with the run: you hold {card}.</source>
        <translation>Vous devez continuer la suite&#xa0;: vous avez {card}.</translation>
    </message>
    <message>
        <source>Only the principal hocs (the four Kings, the Queen of spades and the Jack of diamonds) stand for another card.</source>
        <translation>Seuls les hocs principaux (les quatre rois, la dame de pique et le valet de carreau) tiennent lieu d&apos;une autre carte.</translation>
    </message>
    <message>
        <source>A card you lead stands for itself: play {card}.</source>
        <translation>Une carte d&apos;entame ne vaut qu&apos;elle-même&#xa0;: jouez {card}.</translation>
    </message>
    <message>
        <source>{card} is played here as {need}: choose “{action}”.</source>
        <translation>Ici, {card} se joue pour {need}&#xa0;: choisissez «&#xa0;{action}&#xa0;».</translation>
    </message>
    <message>
        <source>The run needs {need} and you hold {card}: play it or a principal hoc.</source>
        <translation>La suite demande {need} et vous avez {card}&#xa0;: jouez cette carte ou un hoc principal.</translation>
    </message>
    <message>
        <source>The run needs {need}: play one, play a principal hoc or say “Without”.</source>
        <translation>La suite demande {need}&#xa0;: jouez cette carte, ou un hoc principal, ou dites «&#xa0;Sans&#xa0;».</translation>
    </message>
    <message>
        <source>The end-of-hand table needs {count} whole numbers of 0 or more.</source>
        <translation>Les paiements de fin de main demandent {count} nombres entiers positifs ou nuls.</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}.</source>
        <translation>{game} se joue de {low} à {high} joueurs, pas {players}.</translation>
    </message>
    <message>
        <source>“{option}” is either on or off, not {value}.</source>
        <translation>«&#xa0;{option}&#xa0;» est soit activé, soit désactivé, pas {value}.</translation>
    </message>
    <message>
        <source>“{option}” cannot be {value}.</source>
        <translation>«&#xa0;{option}&#xa0;» ne peut pas valoir {value}.</translation>
    </message>
    <message>
        <source>“{option}” takes a whole number, not {value}.</source>
        <translation>«&#xa0;{option}&#xa0;» demande un nombre entier, pas {value}.</translation>
    </message>
    <message>
        <source>“{option}” must be at least {minimum}, not {value}.</source>
        <translation>«&#xa0;{option}&#xa0;» doit valoir au moins {minimum}, pas {value}.</translation>
    </message>
    <message>
        <source>“{option}” must be at most {maximum}, not {value}.</source>
        <translation>«&#xa0;{option}&#xa0;» doit valoir au plus {maximum}, pas {value}.</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <source>Nothing to show</source>
        <translation>Rien à montrer</translation>
    </message>
    <message>
        <source>{0} takes the {1} unopposed</source>
        <translation>{0} remporte la case {1} sans adversaire</translation>
    </message>
    <message>
        <source>Showdown for the {0}</source>
        <translation>Abattage&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The draw for the first deal: a tie, they draw again</source>
        <translation>Tirage pour la première donne&#xa0;: égalité, on tire à nouveau</translation>
    </message>
    <message>
        <source>The draw for the first deal: {0} deals</source>
        <translation>Tirage pour la première donne&#xa0;: {0} donne</translation>
    </message>
    <message>
        <source>The draw for the first deal</source>
        <translation>Tirage pour la première donne</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>The best clique</source>
        <translation>La meilleure clique</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gagne</translation>
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
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Scores per deal and totals</source>
        <translation>Points par donne et totaux</translation>
    </message>
    <message>
        <source>Score sheet: {0}</source>
        <translation>Feuille de marque&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Penalty points: the lowest total is best.</source>
        <translation>Points de pénalité&#xa0;: le plus petit total l&apos;emporte.</translation>
    </message>
    <message>
        <source>Jetons won (+) or lost (−) in each deal.</source>
        <translation>Jetons gagnés (+) ou perdus (−) à chaque donne.</translation>
    </message>
    <message>
        <source>Points of each partnership.</source>
        <translation>Points de chaque équipe.</translation>
    </message>
    <message>
        <source>Points won (+) or lost (−) in each deal.</source>
        <translation>Points gagnés (+) ou perdus (−) à chaque donne.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Deal {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Cave</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Baize green</source>
        <translation>Vert tapis</translation>
    </message>
    <message>
        <source>Olive green</source>
        <translation>Vert olive</translation>
    </message>
    <message>
        <source>Royal blue</source>
        <translation>Bleu de roi</translation>
    </message>
    <message>
        <source>Crimson</source>
        <translation>Cramoisi</translation>
    </message>
    <message>
        <source>Tobacco</source>
        <translation>Tabac</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Ardoise</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <source>Pace of play</source>
        <translation>Rythme du jeu</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Animation speed, from instant to slow</source>
        <translation>Vitesse des animations, d&apos;instantanée à lente</translation>
    </message>
    <message>
        <source>&amp;Trick stays:</source>
        <translation>Le&amp;vée affichée&#xa0;:</translation>
    </message>
    <message>
        <source>How long a finished trick stays</source>
        <translation>Combien de temps une levée finie reste visible</translation>
    </message>
    <message>
        <source>Co&amp;mputer thinks:</source>
        <translation>&amp;Réflexion de l&apos;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Least time a computer player takes</source>
        <translation>Temps minimal que prend un joueur ordinateur</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Table and cards</source>
        <translation>Table et cartes</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Couleur du tapis&#xa0;:</translation>
    </message>
    <message>
        <source>Felt: {0}</source>
        <translation>Tapis&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&amp;Other colour…</source>
        <translation>A&amp;utre couleur…</translation>
    </message>
    <message>
        <source>Choose another colour of the felt</source>
        <translation>Choisir une autre couleur du tapis</translation>
    </message>
    <message>
        <source>Ermine</source>
        <translation>Hermines</translation>
    </message>
    <message>
        <source>Greek key</source>
        <translation>À la grecque</translation>
    </message>
    <message>
        <source>Your own colour</source>
        <translation>Votre propre couleur</translation>
    </message>
    <message>
        <source>Table colour chosen: {0}</source>
        <translation>Couleur du tapis choisie&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (blue diamonds, green clubs)</source>
        <translation>Couleurs en &amp;quatre teintes (carreaux bleus, trèfles verts)</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Couleurs en quatre teintes</translation>
    </message>
    <message>
        <source>Aces marked:</source>
        <translation>Marque des as&#xa0;:</translation>
    </message>
    <message>
        <source>Aces marked {0}</source>
        <translation>As marqués {0}</translation>
    </message>
    <message>
        <source>How the cards look</source>
        <translation>L&apos;aspect des cartes</translation>
    </message>
    <message>
        <source>New games: players and computer level</source>
        <translation>Nouvelles parties&#xa0;: joueurs et niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Players of {0}</source>
        <translation>Joueurs — {0}</translation>
    </message>
    <message>
        <source>Computer level of {0}</source>
        <translation>Niveau de l&apos;ordinateur — {0}</translation>
    </message>
    <message>
        <source>Fleurs-de-lis</source>
        <translation>Fleurs de lys</translation>
    </message>
    <message>
        <source>Tarotée</source>
        <translation>Tarotée</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>×{0}</source>
        <translation>×{0}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Best final score</source>
        <translation>Meilleur score final</translation>
    </message>
    <message>
        <source>Matches won in a row, now</source>
        <translation>Parties gagnées d&apos;affilée, en ce moment</translation>
    </message>
    <message>
        <source>Statistics of each player</source>
        <translation>Statistiques de chaque joueur</translation>
    </message>
    <message>
        <source>No match of this game has been played to the end yet.</source>
        <translation>Aucune partie de ce jeu n&apos;a encore été jouée jusqu&apos;au bout.</translation>
    </message>
    <message>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Effacer ce jeu…</translation>
    </message>
    <message>
        <source>Reset the statistics of this game</source>
        <translation>Effacer les statistiques de ce jeu</translation>
    </message>
    <message>
        <source>Reset &amp;all…</source>
        <translation>&amp;Tout effacer…</translation>
    </message>
    <message>
        <source>Reset the statistics of every game</source>
        <translation>Effacer les statistiques de tous les jeux</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Forget every result of {0}?</source>
        <translation>Oublier tous les résultats de ce jeu ({0})&#xa0;?</translation>
    </message>
    <message>
        <source>Forget every result of every game?</source>
        <translation>Oublier tous les résultats de tous les jeux&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>{0} (jetons)</source>
        <translation>{0} (jetons)</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Jetons</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Nobody scored in this deal.</source>
        <translation>Personne n&apos;a marqué dans cette donne.</translation>
    </message>
    <message>
        <source>Deal {0}: {1}</source>
        <translation>Donne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Deal {0} is over</source>
        <translation>La donne {0} est finie</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gagné ou perdu</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>The match is over: everyone ties, so nobody wins.</source>
        <translation>La partie est finie&#xa0;: égalité générale, personne ne gagne.</translation>
    </message>
    <message>
        <source>The match is over with no winner.</source>
        <translation>La partie est finie sans gagnant.</translation>
    </message>
    <message>
        <source>The match is over: {0} wins!</source>
        <translation>La partie est finie&#xa0;: {0} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>The match is over: {0} win!</source>
        <translation>La partie est finie&#xa0;: {0} gagnent&#xa0;!</translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Restore the usual values</source>
        <translation>Rétablir les valeurs habituelles</translation>
    </message>
    <message>
        <source>Reset {0}</source>
        <translation>Rétablir {0}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Needs {0}</source>
        <translation>Il faut {0}</translation>
    </message>
    <message>
        <source>Trumps {0}</source>
        <translation>Atout {0}</translation>
    </message>
    <message>
        <source>Chips {0}</source>
        <translation>Jetons {0}</translation>
    </message>
    <message>
        <source>Score {0}</source>
        <translation>Points {0}</translation>
    </message>
    <message>
        <source>Stake {0}</source>
        <translation>Mise {0}</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Last run · stopped by {0}</source>
        <translation>Dernière suite · arrêtée par {0}</translation>
    </message>
    <message>
        <source>Last trick · taken by {0}</source>
        <translation>Dernière levée · ramassée par {0}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Click or drag a highlighted card to play it; arrows choose a card, Enter plays.</source>
        <translation>Cliquez ou faites glisser une carte en surbrillance pour la jouer&#xa0;; les flèches choisissent une carte, Entrée la joue.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Ace of {0}</source>
        <translation>As de {0}</translation>
    </message>
    <message>
        <source>Two of {0}</source>
        <translation>Deux de {0}</translation>
    </message>
    <message>
        <source>Three of {0}</source>
        <translation>Trois de {0}</translation>
    </message>
    <message>
        <source>Four of {0}</source>
        <translation>Quatre de {0}</translation>
    </message>
    <message>
        <source>Five of {0}</source>
        <translation>Cinq de {0}</translation>
    </message>
    <message>
        <source>Six of {0}</source>
        <translation>Six de {0}</translation>
    </message>
    <message>
        <source>Seven of {0}</source>
        <translation>Sept de {0}</translation>
    </message>
    <message>
        <source>Eight of {0}</source>
        <translation>Huit de {0}</translation>
    </message>
    <message>
        <source>Nine of {0}</source>
        <translation>Neuf de {0}</translation>
    </message>
    <message>
        <source>Ten of {0}</source>
        <translation>Dix de {0}</translation>
    </message>
    <message>
        <source>Jack of {0}</source>
        <translation>Valet de {0}</translation>
    </message>
    <message>
        <source>Queen of {0}</source>
        <translation>Dame de {0}</translation>
    </message>
    <message>
        <source>King of {0}</source>
        <translation>Roi de {0}</translation>
    </message>
    <message>
        <source>the Ace of {0}</source>
        <translation>l&apos;as de {0}</translation>
    </message>
    <message>
        <source>the Two of {0}</source>
        <translation>le deux de {0}</translation>
    </message>
    <message>
        <source>the Three of {0}</source>
        <translation>le trois de {0}</translation>
    </message>
    <message>
        <source>the Four of {0}</source>
        <translation>le quatre de {0}</translation>
    </message>
    <message>
        <source>the Five of {0}</source>
        <translation>le cinq de {0}</translation>
    </message>
    <message>
        <source>the Six of {0}</source>
        <translation>le six de {0}</translation>
    </message>
    <message>
        <source>the Seven of {0}</source>
        <translation>le sept de {0}</translation>
    </message>
    <message>
        <source>the Eight of {0}</source>
        <translation>le huit de {0}</translation>
    </message>
    <message>
        <source>the Nine of {0}</source>
        <translation>le neuf de {0}</translation>
    </message>
    <message>
        <source>the Ten of {0}</source>
        <translation>le dix de {0}</translation>
    </message>
    <message>
        <source>the Jack of {0}</source>
        <translation>le valet de {0}</translation>
    </message>
    <message>
        <source>the Queen of {0}</source>
        <translation>la dame de {0}</translation>
    </message>
    <message>
        <source>the King of {0}</source>
        <translation>le roi de {0}</translation>
    </message>
    <message>
        <source>as an Ace</source>
        <translation>pour un as</translation>
    </message>
    <message>
        <source>as a Two</source>
        <translation>pour un deux</translation>
    </message>
    <message>
        <source>as a Three</source>
        <translation>pour un trois</translation>
    </message>
    <message>
        <source>as a Four</source>
        <translation>pour un quatre</translation>
    </message>
    <message>
        <source>as a Five</source>
        <translation>pour un cinq</translation>
    </message>
    <message>
        <source>as a Six</source>
        <translation>pour un six</translation>
    </message>
    <message>
        <source>as a Seven</source>
        <translation>pour un sept</translation>
    </message>
    <message>
        <source>as an Eight</source>
        <translation>pour un huit</translation>
    </message>
    <message>
        <source>as a Nine</source>
        <translation>pour un neuf</translation>
    </message>
    <message>
        <source>as a Ten</source>
        <translation>pour un dix</translation>
    </message>
    <message>
        <source>as a Jack</source>
        <translation>pour un valet</translation>
    </message>
    <message>
        <source>as a Queen</source>
        <translation>pour une dame</translation>
    </message>
    <message>
        <source>as a King</source>
        <translation>pour un roi</translation>
    </message>
    <message>
        <source>an Ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>a Two</source>
        <translation>un deux</translation>
    </message>
    <message>
        <source>a Three</source>
        <translation>un trois</translation>
    </message>
    <message>
        <source>a Four</source>
        <translation>un quatre</translation>
    </message>
    <message>
        <source>a Five</source>
        <translation>un cinq</translation>
    </message>
    <message>
        <source>a Six</source>
        <translation>un six</translation>
    </message>
    <message>
        <source>a Seven</source>
        <translation>un sept</translation>
    </message>
    <message>
        <source>an Eight</source>
        <translation>un huit</translation>
    </message>
    <message>
        <source>a Nine</source>
        <translation>un neuf</translation>
    </message>
    <message>
        <source>a Ten</source>
        <translation>un dix</translation>
    </message>
    <message>
        <source>a Jack</source>
        <translation>un valet</translation>
    </message>
    <message>
        <source>a Queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <source>a King</source>
        <translation>un roi</translation>
    </message>
    <message>
        <source>to the Ace</source>
        <translation>à l&apos;as</translation>
    </message>
    <message>
        <source>to the Two</source>
        <translation>au deux</translation>
    </message>
    <message>
        <source>to the Three</source>
        <translation>au trois</translation>
    </message>
    <message>
        <source>to the Four</source>
        <translation>au quatre</translation>
    </message>
    <message>
        <source>to the Five</source>
        <translation>au cinq</translation>
    </message>
    <message>
        <source>to the Six</source>
        <translation>au six</translation>
    </message>
    <message>
        <source>to the Seven</source>
        <translation>au sept</translation>
    </message>
    <message>
        <source>to the Eight</source>
        <translation>au huit</translation>
    </message>
    <message>
        <source>to the Nine</source>
        <translation>au neuf</translation>
    </message>
    <message>
        <source>to the Ten</source>
        <translation>au dix</translation>
    </message>
    <message>
        <source>to the Jack</source>
        <translation>au valet</translation>
    </message>
    <message>
        <source>to the Queen</source>
        <translation>à la dame</translation>
    </message>
    <message>
        <source>to the King</source>
        <translation>au roi</translation>
    </message>
    <message>
        <source>of Aces</source>
        <translation>d&apos;as</translation>
    </message>
    <message>
        <source>of Twos</source>
        <translation>de deux</translation>
    </message>
    <message>
        <source>of Threes</source>
        <translation>de trois</translation>
    </message>
    <message>
        <source>of Fours</source>
        <translation>de quatres</translation>
    </message>
    <message>
        <source>of Fives</source>
        <translation>de cinqs</translation>
    </message>
    <message>
        <source>of Sixes</source>
        <translation>de six</translation>
    </message>
    <message>
        <source>of Sevens</source>
        <translation>de septs</translation>
    </message>
    <message>
        <source>of Eights</source>
        <translation>de huits</translation>
    </message>
    <message>
        <source>of Nines</source>
        <translation>de neufs</translation>
    </message>
    <message>
        <source>of Tens</source>
        <translation>de dix</translation>
    </message>
    <message>
        <source>of Jacks</source>
        <translation>de valets</translation>
    </message>
    <message>
        <source>of Queens</source>
        <translation>de dames</translation>
    </message>
    <message>
        <source>of Kings</source>
        <translation>de rois</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} shows nothing</source>
        <translation>{0} ne montre rien</translation>
    </message>
    <message>
        <source>End of deal {0}. {1}.</source>
        <translation>Fin du coup {0}. {1}.</translation>
    </message>
    <message>
        <source>{seat} deals first.</source>
        <translation>{seat} donne le premier.</translation>
    </message>
    <message>
        <source>Partners: {teams}.</source>
        <translation>Partenaires&#xa0;: {teams}.</translation>
    </message>
    <message>
        <source>Turned up: {card}; {trumps} are trumps.</source>
        <translation>Retournée&#xa0;: {card}&#xa0;; {trumps} est l&apos;atout.</translation>
    </message>
    <message>
        <source>{seat} takes {card} into hand.</source>
        <translation>{seat} prend {card} en main.</translation>
    </message>
    <message>
        <source>{seat} takes the deal on; {trumps} are trumps.</source>
        <translation>{seat} fait jouer&#xa0;; {trumps} est l&apos;atout.</translation>
    </message>
    <message>
        <source>The deal is abandoned.</source>
        <translation>Le coup est abandonné.</translation>
    </message>
    <message>
        <source>Double deal: the stakes are multiplied by {multiplier}.</source>
        <translation>Coup double&#xa0;: les enjeux sont multipliés par {multiplier}.</translation>
    </message>
    <message>
        <source>{seat} takes {amount:jetons} from the {pool}.</source>
        <translation>{seat} prend {amount:jetons} sur la case «&#xa0;{pool}&#xa0;».</translation>
    </message>
    <message>
        <source>Nobody is in for the {chance}: the pool stays for the next deal.</source>
        <translation>Personne n&apos;entre pour «&#xa0;{chance}&#xa0;»&#xa0;: la poule reste pour le coup suivant.</translation>
    </message>
    <message>
        <source>The antes on the {chance} go back to the players.</source>
        <translation>Les mises sur «&#xa0;{chance}&#xa0;» reviennent aux joueurs.</translation>
    </message>
    <message>
        <source>The play begins: {leader} leads.</source>
        <translation>Le jeu commence&#xa0;: {leader} entame.</translation>
    </message>
    <message>
        <source>{seat} leads again.</source>
        <translation>{seat} rejoue.</translation>
    </message>
    <message>
        <source>{seat} has played every card.</source>
        <translation>{seat} a joué toutes ses cartes.</translation>
    </message>
    <message>
        <source>{seat} takes {amount:jetons} left on the board.</source>
        <translation>{seat} prend ce qui reste sur le tableau&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>{seat} scores {points:signed}.</source>
        <translation>{seat} marque {points:signed}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n jeton(s)</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>rois</translation>
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
            <numerusform>%n point de pénalité</numerusform>
            <numerusform>%n points de pénalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} puts away %n card(s).</source>
        <translation>
            <numerusform>{0} écarte %n carte.</numerusform>
            <numerusform>{0} écarte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: “{1}”</source>
        <translation>{0}&#xa0;: «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>{seat} throws in {card} out of turn, {as_rank:as}.</source>
        <translation>{seat} jette {card} hors de son tour, {as_rank:as}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} {as_rank:as}.</source>
        <translation>{seat} joue {card} {as_rank:as}.</translation>
    </message>
    <message>
        <source>{seat} follows on with {card}.</source>
        <translation>{seat} suit avec {card}.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} joue {card}.</translation>
    </message>
    <message>
        <source>{winner} wins the trick.</source>
        <translation>{winner} fait la levée.</translation>
    </message>
    <message>
        <source>{payer} owes {payee} {owed:jetons} {reason} but cannot pay.</source>
        <translation>{payer} doit {owed:jetons} à {payee} {reason}, mais ne peut payer.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount:jetons} of the {owed} owed {reason}.</source>
        <translation>{payer} paie à {payee} {amount:jetons} des {owed} dus {reason}.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount:jetons} {reason}.</source>
        <translation>{payer} paie {amount:jetons} à {payee} {reason}.</translation>
    </message>
    <message>
        <source>Each player antes {0} ({1}).</source>
        <translation>Chacun met {0} ({1}).</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a name and its value</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Antes ({0}): {1}.</source>
        <translation>Mises ({0})&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>{winner} takes the {stake} unopposed and shows {shown}.</source>
        <translation>{winner} remporte «&#xa0;{stake}&#xa0;» sans adversaire et montre {shown}.</translation>
    </message>
    <message>
        <source>Showdown for the {stake}: {shown}; {winner} wins.</source>
        <translation>Abattage pour «&#xa0;{stake}&#xa0;»&#xa0;: {shown}&#xa0;; {winner} gagne.</translation>
    </message>
    <message>
        <source>End of deal {0}.</source>
        <translation>Fin du coup {0}.</translation>
    </message>
    <message>
        <source>The match is over: nobody wins.</source>
        <translation>La partie est finie&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <source>Deal {0}: {1} deals.</source>
        <translation>Donne {0}&#xa0;: {1} distribue.</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} tire {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw for the first deal: {0}.</source>
        <translation>Tirage pour la première donne&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} shows {1}</source>
        <translation>{0} montre {1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>The match is over: {0} wins.</source>
        <translation>La partie est finie&#xa0;: {0} gagne.</translation>
    </message>
    <message>
        <source>The match is over: {0} win.</source>
        <translation>La partie est finie&#xa0;: {0} gagnent.</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <source>{0} holds the best clique: “{1}”.</source>
        <translation>{0} a la meilleure clique&#xa0;: «&#xa0;{1}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>histcards</name>
    <message>
        <source>Direction of play</source>
        <translation>Sens du jeu</translation>
    </message>
    <message>
        <source>Anticlockwise (to the right)</source>
        <translation>Antihoraire (vers la droite)</translation>
    </message>
    <message>
        <source>Clockwise (to the left)</source>
        <translation>Horaire (vers la gauche)</translation>
    </message>
    <message>
        <source>Which way the deal and the play go round the table.</source>
        <translation>Dans quel sens la donne et le jeu tournent autour de la table.</translation>
    </message>
    <message>
        <source>Between deals</source>
        <translation>Entre deux coups</translation>
    </message>
    <message>
        <source>The deal is over: look at what it gave, then deal the next one.</source>
        <translation>Le coup est fini&#xa0;: voyez ce qu&apos;il a donné, puis distribuez le suivant.</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Enjeux</translation>
    </message>
    <message>
        <source>Pool: {pool}</source>
        <translation>Case&#xa0;: {pool}</translation>
    </message>
    <message>
        <source>Share of the board</source>
        <translation>Part du tableau</translation>
    </message>
    <message>
        <source>Antes returned</source>
        <translation>Mises rendues</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Je passe</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
</context>
<context>
    <name>hoc</name>
    <message>
        <source>Hoc Mazarin</source>
        <translation>Hoc Mazarin</translation>
    </message>
    <message>
        <source>Vie for three stakes — point, sequence, tricon — then race to shed your cards, the six hocs wild.</source>
        <translation>Disputez trois enjeux — point, séquence, tricon — puis videz votre main au plus vite, les six hocs servant de joker.</translation>
    </message>
    <message>
        <source>About 30 minutes</source>
        <translation>Environ 30 minutes</translation>
    </message>
    <message>
        <source>jetons</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>The point</source>
        <translation>Le point</translation>
    </message>
    <message>
        <source>The first auction: who holds the most cards of one suit (then the most pips). Pass, declare a claim, raise, hold or say good.</source>
        <translation>Première enchère&#xa0;: qui a le plus de cartes d&apos;une couleur (puis le plus de points). Passez, annoncez, relancez, tenez ou dites bon.</translation>
    </message>
    <message>
        <source>The sequence</source>
        <translation>La séquence</translation>
    </message>
    <message>
        <source>The second auction: the best run of three or more in a suit — tierce, quart, quinte. The winner is also paid for it by each other player.</source>
        <translation>Deuxième enchère&#xa0;: la meilleure suite de trois cartes ou plus dans une couleur — tierce, quarte, quinte. Le gagnant en est aussi payé par chaque autre joueur.</translation>
    </message>
    <message>
        <source>The tricon</source>
        <translation>Le tricon</translation>
    </message>
    <message>
        <source>The third auction: three or four cards of a rank — brelan, fredon. The winner is also paid for it by each other player.</source>
        <translation>Troisième enchère&#xa0;: trois ou quatre cartes de même valeur — brelan, fredon. Le gagnant en est aussi payé par chaque autre joueur.</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Runs by rank whatever the suit: play the next rank if you hold it, or a principal hoc for it, or say “without”. A hoc earns a jeton from each player. The first out is paid for every card left in the others&apos; hands.</source>
        <translation>Des suites par valeur, quelle que soit la couleur&#xa0;: jouez la valeur suivante si vous l&apos;avez, ou un hoc principal à sa place, ou dites «&#xa0;sans&#xa0;». Un hoc rapporte un jeton de chaque joueur. Le premier qui a tout joué est payé pour chaque carte restée dans les autres mains.</translation>
    </message>
    <message>
        <source>Starting bank (jetons)</source>
        <translation>Cave de départ (jetons)</translation>
    </message>
    <message>
        <source>Jetons each player starts with; a fiche is worth 10.</source>
        <translation>Les jetons de chacun au départ&#xa0;; une fiche vaut 10 jetons.</translation>
    </message>
    <message>
        <source>Largest raise</source>
        <translation>Relance maximale</translation>
    </message>
    <message>
        <source>A pass comes back after a declaration</source>
        <translation>Qui a passé revient après une annonce</translation>
    </message>
    <message>
        <source>A player who passed is asked again when someone declares.</source>
        <translation>Qui a passé est de nouveau interrogé quand quelqu&apos;un annonce.</translation>
    </message>
    <message>
        <source>Claims at least the highest standing</source>
        <translation>Annonce au moins égale à la plus haute</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No, any claim</source>
        <translation>Non, toute annonce</translation>
    </message>
    <message>
        <source>Sequences in one suit</source>
        <translation>Séquences dans une couleur</translation>
    </message>
    <message>
        <source>Comparing sequences</source>
        <translation>Comparaison des séquences</translation>
    </message>
    <message>
        <source>Longest, then highest</source>
        <translation>La plus longue, puis la plus haute</translation>
    </message>
    <message>
        <source>By class, then highest</source>
        <translation>Par classe, puis la plus haute</translation>
    </message>
    <message>
        <source>Uncontested winner paid only on proof</source>
        <translation>Gagnant sans rival payé sur preuve</translation>
    </message>
    <message>
        <source>Table payments only without raises</source>
        <translation>Paiements du tableau seulement sans relance</translation>
    </message>
    <message>
        <source>Next deal double when</source>
        <translation>Coup double après</translation>
    </message>
    <message>
        <source>All three chances passed</source>
        <translation>Les trois chances passées</translation>
    </message>
    <message>
        <source>Any chance passed</source>
        <translation>Une chance passée</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Bonus jeton in a double deal</source>
        <translation>Jeton de prime au coup double</translation>
    </message>
    <message>
        <source>Double deals compound</source>
        <translation>Coups doubles cumulés</translation>
    </message>
    <message>
        <source>Passed pools carry over</source>
        <translation>Les poules passées restent</translation>
    </message>
    <message>
        <source>Carte blanche shows the hand</source>
        <translation>Carte blanche montrée</translation>
    </message>
    <message>
        <source>Carte blanche settled</source>
        <translation>Carte blanche réglée</translation>
    </message>
    <message>
        <source>After the auctions</source>
        <translation>Après les enchères</translation>
    </message>
    <message>
        <source>Before the auctions</source>
        <translation>Avant les enchères</translation>
    </message>
    <message>
        <source>Incidental hoc pays 1</source>
        <translation>Hoc incident payé 1</translation>
    </message>
    <message>
        <source>Hocs thrown in out of turn</source>
        <translation>Hocs joués hors tour</translation>
    </message>
    <message>
        <source>Compulsory play enforced</source>
        <translation>Jeu obligé imposé</translation>
    </message>
    <message>
        <source>A player holding the needed card must play it (else: honour mode, a false “without” is fined).</source>
        <translation>Qui tient la carte demandée doit la jouer (sinon, sur l&apos;honneur&#xa0;: un faux «&#xa0;sans&#xa0;» est puni d&apos;une amende).</translation>
    </message>
    <message>
        <source>End-of-hand payments</source>
        <translation>Paiements de fin de main</translation>
    </message>
    <message>
        <source>What a player pays the winner for 1, 2, 3 … cards left in hand.</source>
        <translation>Ce que chacun paie au gagnant pour 1, 2, 3… cartes restées en main.</translation>
    </message>
    <message>
        <source>Length of the session</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>A number of deals</source>
        <translation>Un nombre de donnes</translation>
    </message>
    <message>
        <source>Until someone is ruined</source>
        <translation>Jusqu&apos;à la ruine d&apos;un joueur</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Nombre de donnes</translation>
    </message>
    <message>
        <source>Play on credit</source>
        <translation>Jeu à crédit</translation>
    </message>
    <message>
        <source>A bank may go below zero; without credit a player pays what he has.</source>
        <translation>Une cave peut passer sous zéro&#xa0;; sans crédit, chacun paie ce qu&apos;il a.</translation>
    </message>
    <message>
        <source>Declare {claim}</source>
        <translation>Annoncer {claim}</translation>
    </message>
    <message>
        <source>Raise {amount:jetons} on {claim}</source>
        <translation>Relancer de {amount:jetons} sur {claim}</translation>
    </message>
    <message>
        <source>Good: drop out</source>
        <translation>Bon&#xa0;: je me retire</translation>
    </message>
    <message>
        <source>{claim}</source>
        <translation>{claim}</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Without</source>
        <translation>Sans</translation>
    </message>
    <message>
        <source>{claim}, up {amount}</source>
        <translation>{claim}, et {amount} de plus</translation>
    </message>
    <message>
        <source>Play {card} {rank:as}</source>
        <translation>Jouer {card} {rank:as}</translation>
    </message>
    <message>
        <source>Hoc!</source>
        <translation>Hoc&#xa0;!</translation>
    </message>
    <message>
        <source>{seat}: “Hoc!”</source>
        <translation>{seat}&#xa0;: «&#xa0;Hoc&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Without {rank}</source>
        <translation>Sans {rank}</translation>
    </message>
    <message>
        <source>{seat}: “Without {rank}”.</source>
        <translation>{seat}&#xa0;: «&#xa0;Sans {rank}&#xa0;».</translation>
    </message>
    <message>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <source>{seat}: “Carte blanche”.</source>
        <translation>{seat}&#xa0;: «&#xa0;Carte blanche&#xa0;».</translation>
    </message>
    <message>
        <source>{seat}: “Carte blanche”, showing {cards}.</source>
        <translation>{seat}&#xa0;: «&#xa0;Carte blanche&#xa0;», en montrant {cards}.</translation>
    </message>
    <message>
        <source>Carte blanche: not a single face card</source>
        <translation>Carte blanche&#xa0;: pas une seule figure</translation>
    </message>
    <message>
        <source>{value} pips</source>
        <translation>{value} points</translation>
    </message>
    <message>
        <source>Point of {count}</source>
        <translation>Point de {count}</translation>
    </message>
    <message>
        <source>Tierce {rank:to}</source>
        <translation>Tierce {rank:to}</translation>
    </message>
    <message>
        <source>Quart {rank:to}</source>
        <translation>Quarte {rank:to}</translation>
    </message>
    <message>
        <source>Quinte {rank:to}</source>
        <translation>Quinte {rank:to}</translation>
    </message>
    <message>
        <source>Brelan {rank:of}</source>
        <translation>Brelan {rank:of}</translation>
    </message>
    <message>
        <source>Fredon {rank:of}</source>
        <translation>Fredon {rank:of}</translation>
    </message>
    <message>
        <source>Chance won</source>
        <translation>Chance gagnée</translation>
    </message>
    <message>
        <source>{seat} wins the {pool}: {amount:jetons}.</source>
        <translation>{seat} gagne la poule «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>Shared at the end</source>
        <translation>Partagé à la fin</translation>
    </message>
    <message>
        <source>The {pool} is shared out at the end: {seat} takes {amount:jetons}.</source>
        <translation>La poule «&#xa0;{pool}&#xa0;» est partagée à la fin&#xa0;: {seat} prend {amount:jetons}.</translation>
    </message>
    <message>
        <source>Hoc</source>
        <translation>Hoc</translation>
    </message>
    <message>
        <source>{seat} leads again.</source>
        <translation>{seat} rejoue.</translation>
    </message>
    <message>
        <source>Incidental hoc</source>
        <translation>Hoc incident</translation>
    </message>
    <message>
        <source>No {need} to play: incidental hoc, {seat} leads again.</source>
        <translation>Personne pour le {need}&#xa0;: hoc incident, {seat} rejoue.</translation>
    </message>
    <message>
        <source>Hocs</source>
        <translation>Hocs</translation>
    </message>
    <message>
        <source>for the hoc</source>
        <translation>pour le hoc</translation>
    </message>
    <message>
        <source>Incidental hocs</source>
        <translation>Hocs incidents</translation>
    </message>
    <message>
        <source>for the incidental hoc</source>
        <translation>pour le hoc incident</translation>
    </message>
    <message>
        <source>for carte blanche</source>
        <translation>pour la carte blanche</translation>
    </message>
    <message>
        <source>Fines</source>
        <translation>Amendes</translation>
    </message>
    <message>
        <source>as a fine for a false “without”</source>
        <translation>d&apos;amende pour un «&#xa0;sans&#xa0;» faux</translation>
    </message>
    <message>
        <source>Double deal bonus</source>
        <translation>Prime du coup double</translation>
    </message>
    <message>
        <source>as the double deal&apos;s bonus</source>
        <translation>en prime de la donne double</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>for {cards_left:cards} left in hand</source>
        <translation>pour les cartes restées en main ({cards_left:cards})</translation>
    </message>
    <message>
        <source>Paid for sequences</source>
        <translation>Payé pour les séquences</translation>
    </message>
    <message>
        <source>Paid for tricons</source>
        <translation>Payé pour les tricons</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Séquence</translation>
    </message>
    <message>
        <source>for {combinations}</source>
        <translation>pour {combinations}</translation>
    </message>
    <message>
        <source>Tricon</source>
        <translation>Tricon</translation>
    </message>
    <message>
        <source>{winner} is out first and wins the hand</source>
        <translation>{winner} a tout joué le premier et gagne la main</translation>
    </message>
    <message>
        <source>The next deal is double</source>
        <translation>Le coup suivant est double</translation>
    </message>
    <message>
        <source>The next deal is double (×{multiplier}).</source>
        <translation>Le coup suivant est double (×{multiplier}).</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <source>Three players, 100 jetons each, six deals.</source>
        <translation>Trois joueurs, 100 jetons chacun, six coups.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>Three deals.</source>
        <translation>Trois coups.</translation>
    </message>
    <message>
        <source>Without credit</source>
        <translation>Sans crédit</translation>
    </message>
    <message>
        <source>A player pays only what he has; the session ends when one is ruined.</source>
        <translation>Chacun ne paie que ce qu&apos;il a&#xa0;; la partie finit quand l&apos;un est ruiné.</translation>
    </message>
</context>
<context>
    <name>homme</name>
    <message>
        <source>Homme d&apos;Auvergne</source>
        <translation>Homme d&apos;Auvergne</translation>
    </message>
    <message>
        <source>Turn up the trump; one player takes the deal on alone against all the others.</source>
        <translation>Retournez l&apos;atout&#xa0;; un joueur fait jouer, seul contre tous les autres.</translation>
    </message>
    <message>
        <source>About 15 minutes</source>
        <translation>Environ 15 minutes</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Turning the trump</source>
        <translation>Retourner l&apos;atout</translation>
    </message>
    <message>
        <source>In turn, each may turn up the talon&apos;s top card to propose its suit as trumps, or pass.</source>
        <translation>À tour de rôle, chacun peut retourner la carte du dessus du talon pour proposer sa couleur comme atout, ou passer.</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>Qui joue&#xa0;?</translation>
    </message>
    <message>
        <source>In turn, each may say “I play”: he becomes the Man and must take more tricks than each of the others. The King of the turned suit may be shown for a point.</source>
        <translation>À tour de rôle, chacun peut dire «&#xa0;Je joue&#xa0;»&#xa0;: il devient l&apos;Homme et doit faire plus de levées que chacun des autres. Le roi de la couleur retournée peut être montré pour un point.</translation>
    </message>
    <message>
        <source>Showing the King</source>
        <translation>Montrer le roi</translation>
    </message>
    <message>
        <source>The Man is chosen; a player holding the King of trumps may still show it for a point.</source>
        <translation>L&apos;Homme est désigné&#xa0;; qui tient le roi d&apos;atout peut encore le montrer pour un point.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Les levées</translation>
    </message>
    <message>
        <source>Follow suit; with none, trump; with neither, play anything. The Man wins with more tricks than each defender.</source>
        <translation>Fournissez&#xa0;; sinon, coupez&#xa0;; sinon, jouez n&apos;importe quelle carte. L&apos;Homme gagne s&apos;il fait plus de levées que chaque défenseur.</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <source>The first player to reach this score wins; 5 by tradition, 7 is common.</source>
        <translation>Le premier à atteindre ce total gagne&#xa0;; 5 par tradition, souvent 7.</translation>
    </message>
    <message>
        <source>Réjouissances</source>
        <translation>Réjouissances</translation>
    </message>
    <message>
        <source>How many more cards may be turned up when everyone passes the first.</source>
        <translation>Combien de cartes on peut encore retourner quand tous passent sur la première.</translation>
    </message>
    <message>
        <source>King points</source>
        <translation>Points des rois</translation>
    </message>
    <message>
        <source>A King of the turned suit, turned up or shown, scores a point.</source>
        <translation>Un roi de la couleur retournée, retourné ou montré, marque un point.</translation>
    </message>
    <message>
        <source>Showing the King of the turned suit</source>
        <translation>Montrer le roi de la couleur retournée</translation>
    </message>
    <message>
        <source>The player chooses</source>
        <translation>Le joueur choisit</translation>
    </message>
    <message>
        <source>Always shown</source>
        <translation>Toujours montré</translation>
    </message>
    <message>
        <source>Deal packets</source>
        <translation>Distribution par paquets</translation>
    </message>
    <message>
        <source>2 then 3</source>
        <translation>2 puis 3</translation>
    </message>
    <message>
        <source>3 then 2</source>
        <translation>3 puis 2</translation>
    </message>
    <message>
        <source>Number of deals (0: no limit)</source>
        <translation>Nombre de donnes (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source>Stop after this many deals: the highest score wins.</source>
        <translation>Arrêter après ce nombre de coups&#xa0;: le plus haut total gagne.</translation>
    </message>
    <message>
        <source>Play for a pot</source>
        <translation>Jouer avec une poule</translation>
    </message>
    <message>
        <source>Everyone antes into a pot each deal; a winning Man sweeps it.</source>
        <translation>Chacun met à la poule à chaque coup&#xa0;; l&apos;Homme qui gagne la rafle.</translation>
    </message>
    <message>
        <source>Ante per deal</source>
        <translation>Mise par donne</translation>
    </message>
    <message>
        <source>Chips each at the start</source>
        <translation>Jetons de chacun au départ</translation>
    </message>
    <message>
        <source>Turn up a card</source>
        <translation>Retourner une carte</translation>
    </message>
    <message>
        <source>I play</source>
        <translation>Je joue</translation>
    </message>
    <message>
        <source>Show {card}</source>
        <translation>Montrer {card}</translation>
    </message>
    <message>
        <source>I turn one</source>
        <translation>Je tourne</translation>
    </message>
    <message>
        <source>{card:plain}</source>
        <translation>{card:plain}</translation>
    </message>
    <message>
        <source>{seat} shows {card}.</source>
        <translation>{seat} montre {card}.</translation>
    </message>
    <message>
        <source>{seat} shows the King of the turned suit</source>
        <translation>{seat} montre le roi de la couleur retournée</translation>
    </message>
    <message>
        <source>Turned up</source>
        <translation>Retournée</translation>
    </message>
    <message>
        <source>{seat} turns up {card}.</source>
        <translation>{seat} retourne {card}.</translation>
    </message>
    <message>
        <source>Réjouissance</source>
        <translation>Réjouissance</translation>
    </message>
    <message>
        <source>{seat} turns up {card} (réjouissance {index}).</source>
        <translation>{seat} retourne {card} (réjouissance {index}).</translation>
    </message>
    <message>
        <source>The Man</source>
        <translation>L&apos;Homme</translation>
    </message>
    <message>
        <source>{seat} is the Man; {trumps} are trumps.</source>
        <translation>{seat} est l&apos;Homme&#xa0;; {trumps} est l&apos;atout.</translation>
    </message>
    <message>
        <source>King turned up</source>
        <translation>Roi retourné</translation>
    </message>
    <message>
        <source>{seat} scores {points:points} for turning up {card}.</source>
        <translation>{seat} marque {points:points} pour avoir retourné {card}.</translation>
    </message>
    <message>
        <source>King shown</source>
        <translation>Roi montré</translation>
    </message>
    <message>
        <source>{seat} scores {points:points} for showing {card}.</source>
        <translation>{seat} marque {points:points} pour avoir montré {card}.</translation>
    </message>
    <message>
        <source>King captured</source>
        <translation>Roi pris</translation>
    </message>
    <message>
        <source>{seat} captures {card} and its point.</source>
        <translation>{seat} prend {card} et son point.</translation>
    </message>
    <message>
        <source>King lost</source>
        <translation>Roi perdu</translation>
    </message>
    <message>
        <source>{seat} loses the point of {card}.</source>
        <translation>{seat} perd le point de {card}.</translation>
    </message>
    <message>
        <source>Won as the Man</source>
        <translation>Gagné en Homme</translation>
    </message>
    <message>
        <source>Beaten as the Man</source>
        <translation>Battu en Homme</translation>
    </message>
    <message>
        <source>Beat the Man</source>
        <translation>A battu l&apos;Homme</translation>
    </message>
    <message>
        <source>The Man wins</source>
        <translation>L&apos;Homme gagne</translation>
    </message>
    <message>
        <source>{seat}, the Man, wins the deal: {points:points}.</source>
        <translation>{seat}, l&apos;Homme, gagne le coup&#xa0;: {points:points}.</translation>
    </message>
    <message>
        <source>The Man is beaten</source>
        <translation>L&apos;Homme est battu</translation>
    </message>
    <message>
        <source>{seat}, the Man, is beaten: {points:points}.</source>
        <translation>{seat}, l&apos;Homme, est battu&#xa0;: {points:points}.</translation>
    </message>
    <message>
        <source>{seat} scores {points:points}: the Man is beaten.</source>
        <translation>{seat} marque {points:points}&#xa0;: l&apos;Homme est battu.</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonné</translation>
    </message>
    <message>
        <source>Nobody turned</source>
        <translation>Personne n&apos;a retourné</translation>
    </message>
    <message>
        <source>Nobody turns up a card: the deal is abandoned.</source>
        <translation>Personne ne retourne de carte&#xa0;: la donne est abandonnée.</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Tous ont passé</translation>
    </message>
    <message>
        <source>Everyone passes: the deal is abandoned.</source>
        <translation>Tout le monde passe&#xa0;: la donne est abandonnée.</translation>
    </message>
    <message>
        <source>The pot</source>
        <translation>La poule</translation>
    </message>
    <message>
        <source>{seat} takes the pot: {amount:jetons}.</source>
        <translation>{seat} rafle la poule&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>The pot at the end</source>
        <translation>La poule à la fin</translation>
    </message>
    <message>
        <source>{seat} takes {amount:jetons} left in the pot.</source>
        <translation>{seat} prend ce qui reste dans la poule&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Poule</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <source>A game to 5, King points, three réjouissances.</source>
        <translation>Une partie en 5, points des rois, trois réjouissances.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>A game to 3.</source>
        <translation>Une partie en 3.</translation>
    </message>
    <message>
        <source>Game to 7</source>
        <translation>Partie en 7</translation>
    </message>
    <message>
        <source>A longer game.</source>
        <translation>Une partie plus longue.</translation>
    </message>
    <message>
        <source>For a pot</source>
        <translation>Avec une poule</translation>
    </message>
    <message>
        <source>Each antes a chip a deal; the winning Man sweeps the pot.</source>
        <translation>Chacun met un jeton par coup&#xa0;; l&apos;Homme gagnant rafle la poule.</translation>
    </message>
</context>
<context>
    <name>poch</name>
    <message>
        <source>Poch</source>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Vie for the pools of the board, bet on your set, then race to shed your cards.</source>
        <translation>Disputez les cases du tableau, pochez sur votre jeu, puis videz votre main au plus vite.</translation>
    </message>
    <message>
        <source>About 30 minutes</source>
        <translation>Environ 30 minutes</translation>
    </message>
    <message>
        <source>jetons</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Le poque</translation>
    </message>
    <message>
        <source>Bet on your set — a pair, three or four of a kind. Hold, raise or fold; the best set still in takes the Poch pool and the stakes.</source>
        <translation>Pochez sur votre jeu — une paire, un brelan, un carré. Tenez, relancez ou couchez-vous&#xa0;; le meilleur jeu encore en lice prend la case du poque et les enjeux.</translation>
    </message>
    <message>
        <source>Play-out</source>
        <translation>La fin du coup</translation>
    </message>
    <message>
        <source>Lead a card: the run climbs the suit, each holder playing the next card. When it stops, the last player leads again. The first out takes the centre and is paid for the cards left in hand.</source>
        <translation>Jouez une carte&#xa0;: la suite monte dans la couleur, chacun jouant la carte suivante s&apos;il l&apos;a. Quand elle s&apos;arrête, le dernier joueur rejoue. Le premier qui a tout joué prend le centre et est payé pour les cartes restées en main.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Modern Poch</source>
        <translation>Poque moderne</translation>
    </message>
    <message>
        <source>Le Poque (1789)</source>
        <translation>Le Poque (1789)</translation>
    </message>
    <message>
        <source>Poch (1810)</source>
        <translation>Le Poch (1810)</translation>
    </message>
    <message>
        <source>A reading of the rules: it sets the options below, which may then be changed one by one.</source>
        <translation>Une lecture des règles&#xa0;: elle règle les options ci-dessous, qu&apos;on peut ensuite changer une à une.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>32 cards</source>
        <translation>32 cartes</translation>
    </message>
    <message>
        <source>36 cards for 5 or 6 players</source>
        <translation>36 cartes à 5 ou 6 joueurs</translation>
    </message>
    <message>
        <source>52 cards for 5 or 6 players</source>
        <translation>52 cartes à 5 ou 6 joueurs</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>All the cards, one at a time</source>
        <translation>Toutes les cartes, une par une</translation>
    </message>
    <message>
        <source>Five each, by 2 and 3</source>
        <translation>Cinq chacun, par 2 et 3</translation>
    </message>
    <message>
        <source>Pools on the board</source>
        <translation>Cases du tableau</translation>
    </message>
    <message>
        <source>Nine (with the centre)</source>
        <translation>Neuf (avec le centre)</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Six (Le Poque)</source>
        <translation>Six (le Poque)</translation>
    </message>
    <message>
        <source>Ante per pool</source>
        <translation>Mise par case</translation>
    </message>
    <message>
        <source>What each player puts on each pool before a deal.</source>
        <translation>Ce que chacun met sur chaque case avant un coup.</translation>
    </message>
    <message>
        <source>Ante into the betting pool</source>
        <translation>Miser sur la case du poch</translation>
    </message>
    <message>
        <source>Dealer takes the turned honour&apos;s pool</source>
        <translation>Le donneur prend la case de l&apos;honneur retourné</translation>
    </message>
    <message>
        <source>Turned card goes to the next receiver</source>
        <translation>La carte retournée va au joueur suivant</translation>
    </message>
    <message>
        <source>Honour pools paid</source>
        <translation>Paiement des honneurs</translation>
    </message>
    <message>
        <source>Before the betting</source>
        <translation>Avant les enchères</translation>
    </message>
    <message>
        <source>After the betting</source>
        <translation>Après les enchères</translation>
    </message>
    <message>
        <source>A pair is needed to bet</source>
        <translation>Il faut une paire pour pocher</translation>
    </message>
    <message>
        <source>Betting without a pair (Skat suit order)</source>
        <translation>Pocher sans paire (ordre des couleurs du skat)</translation>
    </message>
    <message>
        <source>Anyone may bet; equal sets are decided by the suits: clubs, spades, hearts, diamonds.</source>
        <translation>Chacun peut pocher&#xa0;; entre jeux égaux, les couleurs décident&#xa0;: trèfle, pique, cœur, carreau.</translation>
    </message>
    <message>
        <source>Uncontested winner shows his hand</source>
        <translation>Le gagnant seul montre son jeu</translation>
    </message>
    <message>
        <source>Tie between equal sets</source>
        <translation>Égalité entre jeux pareils</translation>
    </message>
    <message>
        <source>The set with the pay card wins</source>
        <translation>Le jeu qui a la retourne gagne</translation>
    </message>
    <message>
        <source>The other cards decide</source>
        <translation>Les autres cartes départagent</translation>
    </message>
    <message>
        <source>Raises</source>
        <translation>Relances</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>One re-raise by the last caller</source>
        <translation>Une seule surenchère, par le dernier à tenir</translation>
    </message>
    <message>
        <source>No raises</source>
        <translation>Pas de relance</translation>
    </message>
    <message>
        <source>A pass may come back in</source>
        <translation>Qui passe peut revenir</translation>
    </message>
    <message>
        <source>Limit per bet or raise (0: none)</source>
        <translation>Limite par mise ou relance (0&#xa0;: aucune)</translation>
    </message>
    <message>
        <source>All-in with side pots</source>
        <translation>Tapis et pots annexes</translation>
    </message>
    <message>
        <source>Sequence pool</source>
        <translation>Case de la séquence</translation>
    </message>
    <message>
        <source>7, 8, 9 of the pay suit</source>
        <translation>7, 8, 9 de la couleur de la retourne</translation>
    </message>
    <message>
        <source>Best run in any suit</source>
        <translation>Meilleure suite dans n&apos;importe quelle couleur</translation>
    </message>
    <message>
        <source>The Ten pool needs the Nine too</source>
        <translation>La case du dix veut aussi le neuf</translation>
    </message>
    <message>
        <source>Payment for each stop</source>
        <translation>Paiement à chaque arrêt</translation>
    </message>
    <message>
        <source>Most cards left pays each player</source>
        <translation>Qui garde le plus de cartes paie chacun</translation>
    </message>
    <message>
        <source>Tie for most cards</source>
        <translation>Égalité pour le plus de cartes</translation>
    </message>
    <message>
        <source>Each tied player pays</source>
        <translation>Chaque ex æquo paie</translation>
    </message>
    <message>
        <source>Nobody pays</source>
        <translation>Personne ne paie</translation>
    </message>
    <message>
        <source>The tied players share one payment</source>
        <translation>Les ex æquo partagent un seul paiement</translation>
    </message>
    <message>
        <source>Payment for cards left</source>
        <translation>Paiement des cartes restantes</translation>
    </message>
    <message>
        <source>One jeton a card, to the winner</source>
        <translation>Un jeton par carte, au gagnant</translation>
    </message>
    <message>
        <source>Pip values, to every player</source>
        <translation>La valeur des points, à chaque joueur</translation>
    </message>
    <message>
        <source>Play-out by counting to 31 (earliest Pochen)</source>
        <translation>Fin du coup en comptant jusqu&apos;à 31 (Pochen ancien)</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Jetons au départ</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>When someone cannot ante</source>
        <translation>Quand quelqu&apos;un ne peut plus miser</translation>
    </message>
    <message>
        <source>After a number of rounds</source>
        <translation>Après un nombre de tours fixé</translation>
    </message>
    <message>
        <source>Rounds (each player deals once per round)</source>
        <translation>Tours (chacun donne une fois par tour)</translation>
    </message>
    <message>
        <source>Money settlement at the end</source>
        <translation>Règlement en argent à la fin</translation>
    </message>
    <message>
        <source>At the end the chips left on the board are shared out.</source>
        <translation>À la fin, les jetons restés sur le tableau sont partagés.</translation>
    </message>
    <message>
        <source>Poch {amount}</source>
        <translation>Je poche {amount}</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Raise {amount}</source>
        <translation>Relancer de {amount}</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Je me retire</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Pay suit</source>
        <translation>Couleur payante</translation>
    </message>
    <message>
        <source>The pay card</source>
        <translation>La carte payante</translation>
    </message>
    <message>
        <source>The pay card is {card}.</source>
        <translation>La carte payante est {card}.</translation>
    </message>
    <message>
        <source>The pay card is {card}; it goes to {holder}.</source>
        <translation>La carte payante est {card}&#xa0;; elle va à {holder}.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>{seat} holds the {pool}: {amount:jetons}.</source>
        <translation>{seat} gagne la case «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>The {pool} goes to the dealer, {seat}, for the turned card: {amount:jetons}.</source>
        <translation>La case «&#xa0;{pool}&#xa0;» va au donneur, {seat}, pour la carte retournée&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>{seat} takes the Poch: {amount:jetons}.</source>
        <translation>{seat} prend le poque&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>{seat}, first out, takes the {pool}: {amount:jetons}.</source>
        <translation>{seat}, le premier sorti, prend la case «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>A pair {rank:of}</source>
        <translation>Une paire {rank:of}</translation>
    </message>
    <message>
        <source>Three {rank:plural}</source>
        <translation>Trois {rank:plural}</translation>
    </message>
    <message>
        <source>Four {rank:plural}</source>
        <translation>Quatre {rank:plural}</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation>Carte haute&#xa0;: {rank}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêt</translation>
    </message>
    <message>
        <source>The run stops at {card}; {seat} leads again.</source>
        <translation>La suite s&apos;arrête sur {card}&#xa0;; {seat} rejoue.</translation>
    </message>
    <message>
        <source>Count of 31</source>
        <translation>Compte de 31</translation>
    </message>
    <message>
        <source>{seat} closes the count at {count} and leads again.</source>
        <translation>{seat} ferme le compte à {count} et rejoue.</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>for the cards left in hand</source>
        <translation>pour les cartes restées en main</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Le plus de cartes</translation>
    </message>
    <message>
        <source>for holding the most cards</source>
        <translation>pour avoir gardé le plus de cartes</translation>
    </message>
    <message>
        <source>Pips left</source>
        <translation>Points restants</translation>
    </message>
    <message>
        <source>for the pips of the cards left</source>
        <translation>pour la valeur des cartes restées en main</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>Arrêts</translation>
    </message>
    <message>
        <source>for the stop</source>
        <translation>pour l&apos;arrêt</translation>
    </message>
    <message>
        <source>Counts of 31</source>
        <translation>Comptes de 31</translation>
    </message>
    <message>
        <source>for reaching 31</source>
        <translation>pour avoir atteint 31</translation>
    </message>
    <message>
        <source>{winner} is out first</source>
        <translation>{winner} a tout joué le premier</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Séquence</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <source>Modern Poch: nine pools, a pair to bet.</source>
        <translation>Poque moderne&#xa0;: neuf cases, une paire pour pocher.</translation>
    </message>
    <message>
        <source>Le Poque</source>
        <translation>Le Poque</translation>
    </message>
    <message>
        <source>Le Poque of 1789: six pools, five cards each, the honours paid after the betting.</source>
        <translation>Le Poque de 1789&#xa0;: six cases, cinq cartes chacun, les honneurs payés après le poque.</translation>
    </message>
    <message>
        <source>Eight pools, payments at each stop.</source>
        <translation>Huit cases, paiements à chaque arrêt.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>One round: each player deals once.</source>
        <translation>Un tour&#xa0;: chacun donne une fois.</translation>
    </message>
</context>
<context>
    <name>polignac</name>
    <message>
        <source>Polignac</source>
        <translation>Polignac</translation>
    </message>
    <message>
        <source>Avoid the Jacks, above all the Jack of spades — or take every trick.</source>
        <translation>Évitez les valets, surtout le valet de pique — ou faites toutes les levées.</translation>
    </message>
    <message>
        <source>About 20 minutes</source>
        <translation>Environ 20 minutes</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>points de pénalité</translation>
    </message>
    <message>
        <source>The dealer&apos;s discard</source>
        <translation>L&apos;écart du donneur</translation>
    </message>
    <message>
        <source>The dealer puts away his surplus cards, never a Jack.</source>
        <translation>Le donneur écarte ses cartes en trop, jamais un valet.</translation>
    </message>
    <message>
        <source>Capot?</source>
        <translation>Capot&#xa0;?</translation>
    </message>
    <message>
        <source>Before the first lead each player in turn may announce a capot: a promise to win every trick. The first to announce closes the bidding.</source>
        <translation>Avant la première entame, chacun à son tour peut annoncer capot&#xa0;: la promesse de faire toutes les levées. Le premier qui annonce clôt les annonces.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Les levées</translation>
    </message>
    <message>
        <source>Follow suit if you can; with none of the suit, play anything. The highest card of the suit led wins. Avoid the tricks that hold Jacks.</source>
        <translation>Fournissez si vous le pouvez&#xa0;; sinon, jouez n&apos;importe quelle carte. La plus haute carte de la couleur demandée gagne. Évitez les levées qui contiennent des valets.</translation>
    </message>
    <message>
        <source>Allow 7 or 8 players</source>
        <translation>Autoriser 7 ou 8 joueurs</translation>
    </message>
    <message>
        <source>Seven play with 28 cards, eight with 32, four cards each.</source>
        <translation>À sept on joue avec 28 cartes, à huit avec 32, quatre cartes chacun.</translation>
    </message>
    <message>
        <source>Sevens removed (3, 5, 6 players)</source>
        <translation>Sept retirés (3, 5, 6 joueurs)</translation>
    </message>
    <message>
        <source>The black sevens</source>
        <translation>Les sept noirs</translation>
    </message>
    <message>
        <source>The red sevens</source>
        <translation>Les sept rouges</translation>
    </message>
    <message>
        <source>Which two Sevens leave the pack so that the cards divide evenly.</source>
        <translation>Quels deux sept quittent le jeu pour que les cartes se partagent également.</translation>
    </message>
    <message>
        <source>Surplus cards</source>
        <translation>Cartes en trop</translation>
    </message>
    <message>
        <source>Remove sevens from the pack</source>
        <translation>Retirer des sept du jeu</translation>
    </message>
    <message>
        <source>The dealer takes and discards them</source>
        <translation>Le donneur les prend et écarte</translation>
    </message>
    <message>
        <source>With 3, 5 or 6 players the pack does not divide evenly.</source>
        <translation>À 3, 5 ou 6 joueurs, le jeu ne se partage pas également.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>When someone reaches the losing total</source>
        <translation>Quand quelqu&apos;un atteint le total perdant</translation>
    </message>
    <message>
        <source>After a number of deals</source>
        <translation>Après un nombre de donnes fixé</translation>
    </message>
    <message>
        <source>Losing total</source>
        <translation>Total perdant</translation>
    </message>
    <message>
        <source>The first player whose penalties reach this total loses.</source>
        <translation>Le premier dont les pénalités atteignent ce total perd.</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Nombre de donnes</translation>
    </message>
    <message>
        <source>A multiple of the number of players, so that everyone deals as often.</source>
        <translation>Un multiple du nombre de joueurs, pour que chacun donne aussi souvent.</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Ordre des cartes</translation>
    </message>
    <message>
        <source>King high, the Jacks score</source>
        <translation>Roi maître, les valets comptent</translation>
    </message>
    <message>
        <source>Ace high, the Queens score</source>
        <translation>As maître, les dames comptent</translation>
    </message>
    <message>
        <source>All-tricks bid</source>
        <translation>Annonce de toutes les levées</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Générale</translation>
    </message>
    <message>
        <source>A promise to win every trick: a capot costs the others 5 each.</source>
        <translation>La promesse de faire toutes les levées&#xa0;: un capot coûte 5 à chacun des autres.</translation>
    </message>
    <message>
        <source>Stop a failed capot at once</source>
        <translation>Arrêter un capot manqué</translation>
    </message>
    <message>
        <source>Play instead</source>
        <translation>Jouer plutôt</translation>
    </message>
    <message>
        <source>Knaves (3 players)</source>
        <translation>Knaves (3 joueurs)</translation>
    </message>
    <message>
        <source>Slobberhannes (4 players)</source>
        <translation>Slobberhannes (4 joueurs)</translation>
    </message>
    <message>
        <source>Two related games played with the same cards.</source>
        <translation>Deux jeux parents, joués avec les mêmes cartes.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>Chosen by lot</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Highest card drawn deals</source>
        <translation>La plus haute carte tirée donne</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Écarter {cards}</translation>
    </message>
    <message>
        <source>{seat} announces a capot: every trick.</source>
        <translation>{seat} annonce capot&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>{seat} announces a general: every trick.</source>
        <translation>{seat} annonce la générale&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>{winner} wins the trick ({points:score}).</source>
        <translation>{winner} fait la levée ({points:score}).</translation>
    </message>
    <message>
        <source>Jacks taken</source>
        <translation>Valets pris</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty}.</source>
        <translation>{seat} prend {points:penalty}.</translation>
    </message>
    <message>
        <source>The capot against him</source>
        <translation>Le capot contre lui</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty}: the capot is made.</source>
        <translation>{seat} prend {points:penalty}&#xa0;: le capot est réussi.</translation>
    </message>
    <message>
        <source>Capot failed</source>
        <translation>Capot manqué</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty}: the capot fails.</source>
        <translation>{seat} prend {points:penalty}&#xa0;: le capot échoue.</translation>
    </message>
    <message>
        <source>The general against him</source>
        <translation>La générale contre lui</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty}: the general is made.</source>
        <translation>{seat} prend {points:penalty}&#xa0;: la générale est réussie.</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Levées faites</translation>
    </message>
    <message>
        <source>{seat} scores {points:points} for tricks.</source>
        <translation>{seat} marque {points:points} pour ses levées.</translation>
    </message>
    <message>
        <source>Knaves taken</source>
        <translation>Valets pris</translation>
    </message>
    <message>
        <source>{seat} scores {points:points} for Knaves.</source>
        <translation>{seat} marque {points:points} pour les valets.</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Première levée</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty} for the first trick.</source>
        <translation>{seat} prend {points:penalty} pour la première levée.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty} for the last trick.</source>
        <translation>{seat} prend {points:penalty} pour la dernière levée.</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty} for the Queen of clubs.</source>
        <translation>{seat} prend {points:penalty} pour la dame de trèfle.</translation>
    </message>
    <message>
        <source>All three</source>
        <translation>Les trois</translation>
    </message>
    <message>
        <source>{seat} takes {points:penalty} more for taking all three.</source>
        <translation>{seat} prend {points:penalty} de plus pour avoir pris les trois.</translation>
    </message>
    <message>
        <source>The Jacks are counted</source>
        <translation>On compte les valets</translation>
    </message>
    <message>
        <source>The capot is made</source>
        <translation>Le capot est réussi</translation>
    </message>
    <message>
        <source>The capot fails</source>
        <translation>Le capot échoue</translation>
    </message>
    <message>
        <source>The general is made</source>
        <translation>La générale est réussie</translation>
    </message>
    <message>
        <source>The general fails: the Jacks are counted</source>
        <translation>La générale échoue&#xa0;: on compte les valets</translation>
    </message>
    <message>
        <source>Tricks and Knaves are counted</source>
        <translation>On compte les levées et les valets</translation>
    </message>
    <message>
        <source>The penalties are counted</source>
        <translation>On compte les pénalités</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <source>Four players, the capot, a game to 20.</source>
        <translation>Quatre joueurs, le capot, une partie en 20.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>A game to 10.</source>
        <translation>Une partie en 10.</translation>
    </message>
    <message>
        <source>Knaves</source>
        <translation>Knaves</translation>
    </message>
    <message>
        <source>Three players, 52 cards, trumps: each trick scores, the Jacks cost.</source>
        <translation>Trois joueurs, 52 cartes, un atout&#xa0;: chaque levée marque, les valets coûtent.</translation>
    </message>
    <message>
        <source>Slobberhannes</source>
        <translation>Slobberhannes</translation>
    </message>
    <message>
        <source>Four players: avoid the first and last tricks and the Queen of clubs.</source>
        <translation>Quatre joueurs&#xa0;: évitez la première et la dernière levée et la dame de trèfle.</translation>
    </message>
</context>
<context>
    <name>quarante</name>
    <message>
        <source>Quarante de Roi</source>
        <translation>Quarante de roi</translation>
    </message>
    <message>
        <source>Two against two: capture the court cards, announce your cliques, reach 150.</source>
        <translation>Deux contre deux&#xa0;: prenez les figures, annoncez vos cliques, atteignez 150.</translation>
    </message>
    <message>
        <source>About 30 minutes</source>
        <translation>Environ 30 minutes</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Les levées</translation>
    </message>
    <message>
        <source>Follow suit if you can; trumps win. Kings count 5, Queens 4, Jacks 3 for the side that takes them. With three or four of a rank, announce a clique as you play to the first trick.</source>
        <translation>Fournissez si vous le pouvez&#xa0;; l&apos;atout l&apos;emporte. Les rois valent 5, les dames 4, les valets 3 pour le camp qui les prend. Avec trois ou quatre cartes d&apos;une même figure, annoncez une clique en jouant à la première levée.</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Partie en</translation>
    </message>
    <message>
        <source>The first side to reach this total wins; usually 150 (100 for a short game, 200 for a long one).</source>
        <translation>Le premier camp à atteindre ce total gagne&#xa0;; ordinairement 150 (100 pour une partie courte, 200 pour une longue).</translation>
    </message>
    <message>
        <source>Choosing partners</source>
        <translation>Choix des partenaires</translation>
    </message>
    <message>
        <source>Deal face up to the Kings</source>
        <translation>Donne à découvert jusqu&apos;aux rois</translation>
    </message>
    <message>
        <source>Each draws a King</source>
        <translation>Chacun tire un roi</translation>
    </message>
    <message>
        <source>As seated: partners opposite</source>
        <translation>Comme assis&#xa0;: partenaires face à face</translation>
    </message>
    <message>
        <source>Red Kings play against black Kings; partners sit opposite.</source>
        <translation>Les rois rouges jouent contre les rois noirs&#xa0;; les partenaires sont face à face.</translation>
    </message>
    <message>
        <source>Must trump when void</source>
        <translation>Obligation de couper</translation>
    </message>
    <message>
        <source>A player with none of the suit led must play a trump if he has one.</source>
        <translation>Qui ne peut fournir doit couper s&apos;il a de l&apos;atout.</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>Cliques</translation>
    </message>
    <message>
        <source>Three or four Kings, Queens or Jacks, announced in the first trick, score for the side that holds the best.</source>
        <translation>Trois ou quatre rois, dames ou valets, annoncés à la première levée, marquent pour le camp qui a la meilleure.</translation>
    </message>
    <message>
        <source>Clique values</source>
        <translation>Valeur des cliques</translation>
    </message>
    <message>
        <source>What each clique is worth. Only four Kings = 40 comes from the old books; the other values are our reconstruction (see the rules).</source>
        <translation>Ce que vaut chaque clique. Seul «&#xa0;quatre rois = 40&#xa0;» vient des anciens traités&#xa0;; les autres valeurs sont notre reconstitution (voir les règles).</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Quatre pareilles</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trois pareilles</translation>
    </message>
    <message>
        <source>Computer players announce cliques</source>
        <translation>Les joueurs ordinateur annoncent leurs cliques</translation>
    </message>
    <message>
        <source>Only a winning clique</source>
        <translation>Seulement une clique gagnante</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Deal packets</source>
        <translation>Distribution par paquets</translation>
    </message>
    <message>
        <source>3, 2, 3</source>
        <translation>3, 2, 3</translation>
    </message>
    <message>
        <source>2, 3, 3</source>
        <translation>2, 3, 3</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>Une par une</translation>
    </message>
    <message>
        <source>Play {card} and announce a clique</source>
        <translation>Jouer {card} et annoncer une clique</translation>
    </message>
    <message>
        <source>{size:cardinal}</source>
        <translation>{size:cardinal}</translation>
    </message>
    <message>
        <source>{seat} announces a clique: “{size:cardinal}”.</source>
        <translation>{seat} annonce une clique&#xa0;: «&#xa0;{size:cardinal}&#xa0;».</translation>
    </message>
    <message>
        <source>{size:cardinal} {rank:plural}</source>
        <translation>{size:cardinal} {rank:plural}</translation>
    </message>
    <message>
        <source>{seat} names the clique: “{size:cardinal} {rank:plural}”.</source>
        <translation>{seat} nomme la clique&#xa0;: «&#xa0;{size:cardinal} {rank:plural}&#xa0;».</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <source>{winner} wins the trick ({points:points}).</source>
        <translation>{winner} fait la levée ({points:points}).</translation>
    </message>
    <message>
        <source>{seat} and partner score {points:points} in tricks.</source>
        <translation>{seat} et son partenaire marquent {points:points} dans leurs levées.</translation>
    </message>
    <message>
        <source>{seat} and partner score {points:points} for the clique.</source>
        <translation>{seat} et son partenaire marquent {points:points} pour la clique.</translation>
    </message>
    <message>
        <source>Three {rank:plural}</source>
        <translation>Trois {rank:plural}</translation>
    </message>
    <message>
        <source>Four {rank:plural}</source>
        <translation>Quatre {rank:plural}</translation>
    </message>
    <message>
        <source>Clique</source>
        <translation>Clique</translation>
    </message>
    <message>
        <source>Card points and the best clique are counted</source>
        <translation>On compte les points des cartes et la meilleure clique</translation>
    </message>
    <message>
        <source>Kings dealt face up</source>
        <translation>Rois distribués à découvert</translation>
    </message>
    <message>
        <source>Partners by the Kings dealt face up: {teams}.</source>
        <translation>Partenaires désignés par les rois distribués à découvert&#xa0;: {teams}.</translation>
    </message>
    <message>
        <source>Kings drawn</source>
        <translation>Rois tirés</translation>
    </message>
    <message>
        <source>Partners by the Kings drawn: {teams}.</source>
        <translation>Partenaires désignés par les rois tirés&#xa0;: {teams}.</translation>
    </message>
    <message>
        <source>As seated</source>
        <translation>Tels qu&apos;assis</translation>
    </message>
    <message>
        <source>Partners sitting opposite: {teams}.</source>
        <translation>Partenaires assis face à face&#xa0;: {teams}.</translation>
    </message>
    <message>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <source>A game to 150, partners dealt by the Kings.</source>
        <translation>Une partie en 150, partenaires désignés par les rois.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>A game to 100.</source>
        <translation>Une partie en 100.</translation>
    </message>
    <message>
        <source>Long match</source>
        <translation>Partie longue</translation>
    </message>
    <message>
        <source>A game to 200.</source>
        <translation>Une partie en 200.</translation>
    </message>
</context>
</TS>
