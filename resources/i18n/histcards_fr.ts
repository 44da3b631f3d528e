<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
</context>
<context>
    <name>AmountGroup</name>
    <message>
        <source>Claim</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
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
        <source>About histcards</source>
        <translation>À propos de histcards</translation>
    </message>
    <message>
        <source>histcards {0}: Hoc Mazarin, Polignac, Homme d&apos;Auvergne, Quarante de Roi and Poch.</source>
        <translation>histcards {0}&#xa0;: le Hoc Mazarin, le Polignac, l&apos;Homme d&apos;Auvergne, le Quarante de roi et le Poque.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>{0}: the match is over</source>
        <translation>{0}&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <source>Everyone ties: nobody wins.</source>
        <translation>Tous à égalité&#xa0;: personne ne gagne.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{0} win!</source>
        <translation>{0} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gagné ou perdu</translation>
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
        <source>Jetons</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
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
    <name>Options</name>
    <message>
        <source>Anticlockwise (to the right)</source>
        <translation>Antihoraire (vers la droite)</translation>
    </message>
    <message>
        <source>Clockwise (to the left)</source>
        <translation>Horaire (vers la gauche)</translation>
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
        <source>Remove sevens from the pack</source>
        <translation>Retirer des sept du jeu</translation>
    </message>
    <message>
        <source>The dealer takes and discards them</source>
        <translation>Le donneur les prend et écarte</translation>
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
        <source>King high, the Jacks score</source>
        <translation>Roi maître, les valets comptent</translation>
    </message>
    <message>
        <source>Ace high, the Queens score</source>
        <translation>As maître, les dames comptent</translation>
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
        <source>Chosen by lot</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Highest card drawn deals</source>
        <translation>La plus haute carte tirée donne</translation>
    </message>
    <message>
        <source>None: Polignac</source>
        <translation>Aucun&#xa0;: le Polignac</translation>
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
        <source>The player chooses</source>
        <translation>Le joueur choisit</translation>
    </message>
    <message>
        <source>Always shown</source>
        <translation>Toujours montré</translation>
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
        <source>All the cards, one at a time</source>
        <translation>Toutes les cartes, une par une</translation>
    </message>
    <message>
        <source>Five each, by 2 and 3</source>
        <translation>Cinq chacun, par 2 et 3</translation>
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
        <source>Before the betting</source>
        <translation>Avant les enchères</translation>
    </message>
    <message>
        <source>After the betting</source>
        <translation>Après les enchères</translation>
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
        <source>7, 8, 9 of the pay suit</source>
        <translation>7, 8, 9 de la couleur de la retourne</translation>
    </message>
    <message>
        <source>Best run in any suit</source>
        <translation>Meilleure suite dans n&apos;importe quelle couleur</translation>
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
        <source>One jeton a card, to the winner</source>
        <translation>Un jeton par carte, au gagnant</translation>
    </message>
    <message>
        <source>Pip values, to every player</source>
        <translation>La valeur des points, à chaque joueur</translation>
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
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No, any claim</source>
        <translation>Non, toute annonce</translation>
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
        <source>All three chances passed</source>
        <translation>Les trois chances passées</translation>
    </message>
    <message>
        <source>Any chance passed</source>
        <translation>Une chance passée</translation>
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
        <source>A number of deals</source>
        <translation>Un nombre de donnes</translation>
    </message>
    <message>
        <source>Until someone is ruined</source>
        <translation>Jusqu&apos;à la ruine d&apos;un joueur</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Quatre pareilles</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trois pareilles</translation>
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
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <source>Choose the colour of the felt</source>
        <translation>Choisir la couleur du tapis</translation>
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
        <source>Tierce {0}</source>
        <translation>Tierce {0}</translation>
    </message>
    <message>
        <source>Quart {0}</source>
        <translation>Quatrième {0}</translation>
    </message>
    <message>
        <source>Quinte {0}</source>
        <translation>Quinte {0}</translation>
    </message>
    <message>
        <source>Brelan {0}</source>
        <translation>Brelan {0}</translation>
    </message>
    <message>
        <source>Fredon {0}</source>
        <translation>Fredon {0}</translation>
    </message>
    <message>
        <source>Three Jacks</source>
        <translation>Trois valets</translation>
    </message>
    <message>
        <source>Three Queens</source>
        <translation>Trois dames</translation>
    </message>
    <message>
        <source>Three Kings</source>
        <translation>Trois rois</translation>
    </message>
    <message>
        <source>Four Jacks</source>
        <translation>Quatre valets</translation>
    </message>
    <message>
        <source>Four Queens</source>
        <translation>Quatre dames</translation>
    </message>
    <message>
        <source>Four Kings</source>
        <translation>Quatre rois</translation>
    </message>
    <message>
        <source>Point of {0}</source>
        <translation>Point de {0}</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>a clique, by its size</comment>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>a clique, by its size</comment>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>pool</comment>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <comment>pool</comment>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>pool</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>pool</comment>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>pool</comment>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Marriage</source>
        <comment>pool</comment>
        <translation>Mariage</translation>
    </message>
    <message>
        <source>Sequence</source>
        <comment>pool</comment>
        <translation>Séquence</translation>
    </message>
    <message>
        <source>Poch</source>
        <comment>pool</comment>
        <translation>Poque</translation>
    </message>
    <message>
        <source>Centre</source>
        <comment>pool</comment>
        <translation>Centre</translation>
    </message>
    <message>
        <source>Point</source>
        <comment>pool</comment>
        <translation>Point</translation>
    </message>
    <message>
        <source>Tricon</source>
        <comment>pool</comment>
        <translation>Tricon</translation>
    </message>
    <message>
        <source>Pot</source>
        <comment>pool</comment>
        <translation>Poule</translation>
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
        <source>for %n card(s) left in hand</source>
        <translation>
            <numerusform>pour %n carte restée en main</numerusform>
            <numerusform>pour %n cartes restées en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, the Man, wins the deal (%n trick(s)) and scores a point.</source>
        <translation>
            <numerusform>{0}, l&apos;Homme, gagne la donne (%n levée) et marque un point.</numerusform>
            <numerusform>{0}, l&apos;Homme, gagne la donne (%n levées) et marque un point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, the Man, loses the deal (%n trick(s)): a point to each defender, one less for the Man.</source>
        <translation>
            <numerusform>{0}, l&apos;Homme, perd la donne (%n levée)&#xa0;: un point à chaque défenseur, un de moins pour l&apos;Homme.</numerusform>
            <numerusform>{0}, l&apos;Homme, perd la donne (%n levées)&#xa0;: un point à chaque défenseur, un de moins pour l&apos;Homme.</numerusform>
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
        <source>Play {0} and announce a clique</source>
        <translation>Jouer {0} et annoncer une clique</translation>
    </message>
    <message>
        <source>Play {0} {1}</source>
        <translation>Jouer {0} {1}</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Jouer {0}</translation>
    </message>
    <message>
        <source>Raise {0}</source>
        <translation>Je relance de {0}</translation>
    </message>
    <message>
        <source>Raise {0}: {1}</source>
        <translation>Je relance de {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Hold</source>
        <comment>Poch: call the bet</comment>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Hold</source>
        <comment>Hoc: match the stake</comment>
        <translation>Tenir</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Écarter {0}</translation>
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
        <source>Pass</source>
        <translation>Je passe</translation>
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
        <source>Show {0}</source>
        <translation>Montrer {0}</translation>
    </message>
    <message>
        <source>Poch {0}</source>
        <translation>Je poche {0}</translation>
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
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Without</source>
        <translation>Sans</translation>
    </message>
    <message>
        <source>Hoc!</source>
        <translation>Hoc&#xa0;!</translation>
    </message>
    <message>
        <source>Without {0}</source>
        <translation>Sans {0}</translation>
    </message>
    <message>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>a name and its value in a list</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}: “{1}”</source>
        <translation>{0}&#xa0;: «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>Deal {0}: {1} deals.</source>
        <translation>Donne {0}&#xa0;: {1} distribue.</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} tire {1}</translation>
    </message>
    <message>
        <source>Draw for the first deal: {0}.</source>
        <translation>Tirage pour la première donne&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} throws in {1} out of turn, {2}.</source>
        <translation>{0} jette {1} hors de son tour, {2}.</translation>
    </message>
    <message>
        <source>{0} plays {1} {2}.</source>
        <translation>{0} joue {1} {2}.</translation>
    </message>
    <message>
        <source>{0} follows on with {1}.</source>
        <translation>{0} enchaîne avec {1}.</translation>
    </message>
    <message>
        <source>{0} plays {1}.</source>
        <translation>{0} joue {1}.</translation>
    </message>
    <message>
        <source>{0} wins the trick.</source>
        <translation>{0} fait la levée.</translation>
    </message>
    <message>
        <source>{0} wins the trick ({1}).</source>
        <translation>{0} fait la levée ({1}).</translation>
    </message>
    <message>
        <source>{0} turns up {1} (réjouissance {2}).</source>
        <translation>{0} retourne {1} (réjouissance {2}).</translation>
    </message>
    <message>
        <source>{0} turns up {1}.</source>
        <translation>{0} retourne {1}.</translation>
    </message>
    <message>
        <source>The pay card is {0}; it goes to {1}.</source>
        <translation>La retourne est {0}&#xa0;; elle va à {1}.</translation>
    </message>
    <message>
        <source>The pay card is {0}.</source>
        <translation>La retourne est {0}.</translation>
    </message>
    <message>
        <source>{0} turns up {1}: {2} are trumps.</source>
        <translation>{0} retourne {1}&#xa0;: atout {2}.</translation>
    </message>
    <message>
        <source>Turned up: {0}; {1} are trumps.</source>
        <translation>Retourne&#xa0;: {0}&#xa0;; atout {1}.</translation>
    </message>
    <message>
        <source>{0} announces a capot: every trick.</source>
        <translation>{0} annonce capot&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>{0} announces a general: every trick.</source>
        <translation>{0} annonce la générale&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>{0} shows {1}.</source>
        <translation>{0} montre {1}.</translation>
    </message>
    <message>
        <source>{0} announces a clique: “{1}”.</source>
        <translation>{0} annonce une clique&#xa0;: «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <source>{0} names the clique: “{1}”.</source>
        <translation>{0} nomme sa clique&#xa0;: «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <source>{0}: “Carte blanche”, showing {1}.</source>
        <translation>{0}&#xa0;: «&#xa0;Carte blanche&#xa0;», et montre {1}.</translation>
    </message>
    <message>
        <source>{0} owes {1} {2} {3} but cannot pay.</source>
        <translation>{0} doit {2} à {1} {3}, mais ne peut pas payer.</translation>
    </message>
    <message>
        <source>{0} of the {1} owed</source>
        <translation>{0} sur les {1} dus</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} {3}.</source>
        <translation>{0} paie {2} à {1} {3}.</translation>
    </message>
    <message>
        <source>for {0}</source>
        <translation>pour {0}</translation>
    </message>
    <message>
        <source>for the hoc</source>
        <translation>pour le hoc</translation>
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
        <source>as a fine for a false “without”</source>
        <translation>d&apos;amende pour un «&#xa0;sans&#xa0;» faux</translation>
    </message>
    <message>
        <source>as the double deal&apos;s bonus</source>
        <translation>en prime de la donne double</translation>
    </message>
    <message>
        <source>for the cards left in hand</source>
        <translation>pour les cartes restées en main</translation>
    </message>
    <message>
        <source>for holding the most cards</source>
        <translation>pour avoir gardé le plus de cartes</translation>
    </message>
    <message>
        <source>for the pips of the cards left</source>
        <translation>pour la valeur des cartes restées en main</translation>
    </message>
    <message>
        <source>for the stop</source>
        <translation>pour l&apos;arrêt</translation>
    </message>
    <message>
        <source>for reaching 31</source>
        <translation>pour avoir atteint 31</translation>
    </message>
    <message>
        <source>{0} takes the pot: {1}.</source>
        <translation>{0} ramasse la poule&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Pool {0} goes to the dealer, {1}, for the turned card: {2}.</source>
        <translation>{0}&#xa0;: le donneur, {1}, gagne {2} grâce à la retourne.</translation>
    </message>
    <message>
        <source>Pool {0} won by {1}, first out: {2}.</source>
        <translation>{0}&#xa0;: {1}, premier à finir ses cartes, gagne {2}.</translation>
    </message>
    <message>
        <source>Pool {0} shared out at the end: {1} takes {2}.</source>
        <translation>{0}, partage final&#xa0;: {1} reçoit {2}.</translation>
    </message>
    <message>
        <source>Pool {0} won by {1}: {2}.</source>
        <translation>{0}&#xa0;: {1} gagne {2}.</translation>
    </message>
    <message>
        <source>Each player antes {0}; the pot holds {1}.</source>
        <translation>Chacun met {0}&#xa0;; la poule contient {1}.</translation>
    </message>
    <message>
        <source>Each player antes {0} on each pool of the board.</source>
        <translation>Chacun met {0} sur chaque case du tableau.</translation>
    </message>
    <message>
        <source>Each player antes one jeton on each chance; the pools hold: {0}.</source>
        <translation>Chacun met un jeton sur chaque chance&#xa0;; les poules contiennent&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Double deal (×{0}). {1}</source>
        <translation>Donne double (×{0}). {1}</translation>
    </message>
    <message>
        <source>{0} wins the betting unopposed and shows the hand.</source>
        <translation>{0} gagne les enchères sans adversaire et montre son jeu.</translation>
    </message>
    <message>
        <source>Showdown between {0}: {1} has the best hand.</source>
        <translation>Abattage entre {0}&#xa0;: {1} a le meilleur jeu.</translation>
    </message>
    <message>
        <source>{0} shows {1}</source>
        <translation>{0} montre {1}</translation>
    </message>
    <message>
        <source>{0} showdown: {1}; {2} wins.</source>
        <translation>Abattage «&#xa0;{0}&#xa0;»&#xa0;: {1}&#xa0;; {2} l&apos;emporte.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>The run stops at {0}; {1} leads again.</source>
        <translation>La suite s&apos;arrête à {0}&#xa0;; {1} rejoue.</translation>
    </message>
    <message>
        <source>No {0} to play: incidental hoc, {1} leads again.</source>
        <translation>Personne n&apos;a de {0}&#xa0;: hoc incident, {1} rejoue.</translation>
    </message>
    <message>
        <source>{0} leads again.</source>
        <translation>{0} rejoue.</translation>
    </message>
    <message>
        <source>Chips won and lost this deal: {0}.</source>
        <translation>Jetons gagnés et perdus à cette donne&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Penalty points this deal: {0}.</source>
        <translation>Points de pénalité à cette donne&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The capot is made. Penalty points: {0}.</source>
        <translation>Le capot est réussi. Points de pénalité&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The capot fails. Penalty points: {0}.</source>
        <translation>Le capot échoue. Points de pénalité&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The general fails. Penalty points: {0}.</source>
        <translation>La générale échoue. Points de pénalité&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The general is made. Penalty points: {0}.</source>
        <translation>La générale est réussie. Points de pénalité&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Points this deal: {0}.</source>
        <translation>Points à cette donne&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0}&apos;s clique, {1}, counts {2}. {3}</source>
        <translation>La clique de {0}, «&#xa0;{1}&#xa0;», vaut {2}. {3}</translation>
    </message>
    <message>
        <source>{0} captures {1} shown by {2}: {3} from {2}.</source>
        <translation>{0} prend {1} montré par {2}&#xa0;: {3} pris à {2}.</translation>
    </message>
    <message>
        <source>{0} scores {1} for showing {2}.</source>
        <translation>{0} marque {1} pour avoir montré {2}.</translation>
    </message>
    <message>
        <source>{0} scores {1} for turning up {2}.</source>
        <translation>{0} marque {1} pour avoir retourné {2}.</translation>
    </message>
    <message>
        <source>End of deal {0}: {1}.</source>
        <translation>Fin de la donne {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>{0} The next deal is double.</source>
        <translation>{0} La donne suivante est double.</translation>
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
        <source>Partners by the Kings dealt face up: {0}.</source>
        <translation>Équipes formées par les rois donnés à découvert&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Partners by the Kings drawn: {0}.</source>
        <translation>Équipes formées par les rois tirés&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Partners sitting opposite: {0}.</source>
        <translation>Équipes des partenaires assis face à face&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Nobody turns up a card: the deal is abandoned.</source>
        <translation>Personne ne retourne de carte&#xa0;: la donne est abandonnée.</translation>
    </message>
    <message>
        <source>Everyone passes: the deal is abandoned.</source>
        <translation>Tout le monde passe&#xa0;: la donne est abandonnée.</translation>
    </message>
    <message>
        <source>{0} deals first.</source>
        <translation>{0} donne en premier.</translation>
    </message>
    <message>
        <source>{0} takes {1} into hand.</source>
        <translation>{0} prend {1} en main.</translation>
    </message>
    <message>
        <source>{0} is the Man; {1} are trumps.</source>
        <translation>{0} est l&apos;Homme&#xa0;; atout {1}.</translation>
    </message>
    <message>
        <source>{0} holds the best clique: “{1}”.</source>
        <translation>{0} a la meilleure clique&#xa0;: «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <source>{0} has played every card.</source>
        <translation>{0} a joué toutes ses cartes.</translation>
    </message>
    <message>
        <source>{0} has played every card and wins the hand.</source>
        <translation>{0} a joué toutes ses cartes et gagne le coup.</translation>
    </message>
    <message>
        <source>The play begins: {0} leads.</source>
        <translation>Le jeu commence&#xa0;: {0} entame.</translation>
    </message>
    <message>
        <source>Nobody is in for the {0}: the pool stays for the next deal.</source>
        <translation>Personne n&apos;entre sur «&#xa0;{0}&#xa0;»&#xa0;: la poule reste pour la donne suivante.</translation>
    </message>
    <message>
        <source>The antes on the {0} go back to the players.</source>
        <translation>Les mises sur «&#xa0;{0}&#xa0;» reviennent aux joueurs.</translation>
    </message>
    <message>
        <source>{0} takes {1} left on the board.</source>
        <translation>{0} prend ce qui reste sur le tableau&#xa0;: {1}.</translation>
    </message>
</context>
</TS>
