<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Abandon</name>
    <message>
        <source>Start a new match?</source>
        <translation>Commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>The match in progress will be abandoned.</source>
        <translation>La partie en cours sera abandonnée.</translation>
    </message>
    <message>
        <source>&amp;Start the new match</source>
        <translation>&amp;Commencer la nouvelle partie</translation>
    </message>
    <message>
        <source>Open this saved match?</source>
        <translation>Ouvrir cette partie enregistrée&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;L&apos;ouvrir</translation>
    </message>
    <message>
        <source>Restart the deal?</source>
        <translation>Recommencer la donne&#xa0;?</translation>
    </message>
    <message>
        <source>The decisions taken in this deal will be lost.</source>
        <translation>Les décisions prises dans cette donne seront perdues.</translation>
    </message>
    <message>
        <source>&amp;Restart the deal</source>
        <translation>&amp;Recommencer la donne</translation>
    </message>
    <message>
        <source>Quit histcards?</source>
        <translation>Quitter histcards&#xa0;?</translation>
    </message>
    <message>
        <source>The match in progress is kept: you will be offered to resume it next time.</source>
        <translation>La partie en cours est conservée&#xa0;: elle vous sera proposée au prochain lancement.</translation>
    </message>
    <message>
        <source>The match in progress cannot be kept and will be lost.</source>
        <translation>La partie en cours ne peut pas être conservée et sera perdue.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Match in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne plus demander</translation>
    </message>
    <message>
        <source>Settings → Preferences can turn the question back on</source>
        <translation>Réglages → Préférences permet de rétablir la question</translation>
    </message>
</context>
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
    <name>Coach</name>
    <message>
        <source>{action} is your only choice here.</source>
        <translation>{action}&#xa0;: c&apos;est votre seul choix ici.</translation>
    </message>
    <message>
        <source>The master computer would choose {action}.</source>
        <translation>L&apos;ordinateur maître choisirait {action}.</translation>
    </message>
    <message>
        <source>Over {worlds} deals the computer imagined, it came out best: on average {gain:score} better for you than {other}, the next best.</source>
        <translation>Sur {worlds} donnes imaginées par l&apos;ordinateur, c&apos;est le meilleur choix&#xa0;: en moyenne {gain:score} de mieux pour vous que {other}, le suivant.</translation>
    </message>
    <message>
        <source>Over {worlds} deals the computer imagined, {other} did about as well: either is fine.</source>
        <translation>Sur {worlds} donnes imaginées par l&apos;ordinateur, {other} a fait à peu près aussi bien&#xa0;: l&apos;un ou l&apos;autre convient.</translation>
    </message>
    <message>
        <source>Announce it: every card you hold is the best left in its suit and you can follow every suit, so no trick can be lost.</source>
        <translation>Annoncez-le&#xa0;: chacune de vos cartes est la plus forte qui reste dans sa couleur et vous pouvez fournir partout, aucune levée ne peut donc vous échapper.</translation>
    </message>
    <message>
        <source>Announce it: your cards are high enough to take every trick in most of the deals the computer imagined.</source>
        <translation>Annoncez-le&#xa0;: vos cartes sont assez fortes pour faire toutes les levées dans la plupart des donnes imaginées par l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Pass: an all-tricks bid must take every trick, and {card} can be beaten — {count:cards} of {suit} that beat it are still out.</source>
        <translation>Passez&#xa0;: qui annonce toutes les levées doit les faire toutes, et {card} peut être battu — {count:cards} de {suit} plus fortes sont encore dehors.</translation>
    </message>
    <message>
        <source>Pass: an all-tricks bid must take every trick, and you hold no {suit}: a trick led in {suit} would go to someone else.</source>
        <translation>Passez&#xa0;: qui annonce toutes les levées doit les faire toutes, et vous n&apos;avez pas de {suit}&#xa0;: une levée entamée à {suit} irait à un autre.</translation>
    </message>
    <message>
        <source>Pass: in the deals the computer imagined, an all-tricks bid loses a trick too often.</source>
        <translation>Passez&#xa0;: dans les donnes imaginées par l&apos;ordinateur, l&apos;annonce de toutes les levées en perd une trop souvent.</translation>
    </message>
    <message>
        <source>Put away {cards}: your highest cards, the ones most likely to win tricks you do not want.</source>
        <translation>Écartez {cards}&#xa0;: vos plus hautes cartes, celles qui risquent le plus de faire des levées dont vous ne voulez pas.</translation>
    </message>
    <message>
        <source>Your bid needs every trick: play {card}, your strongest card here.</source>
        <translation>Votre annonce exige toutes les levées&#xa0;: jouez {card}, votre carte la plus forte ici.</translation>
    </message>
    <message>
        <source>Beat the bid: {card} wins this trick, and with it the declarer loses.</source>
        <translation>Faites tomber l&apos;annonce&#xa0;: {card} gagne cette levée, et le déclarant a perdu.</translation>
    </message>
    <message>
        <source>Keep your high cards to beat the bid later: play {card}.</source>
        <translation>Gardez vos hautes cartes pour faire tomber l&apos;annonce plus tard&#xa0;: jouez {card}.</translation>
    </message>
    <message>
        <source>Lead {card}: {count:cards} of {suit} that beat it are still out, so someone else will likely take the trick.</source>
        <translation>Entamez {card}&#xa0;: {count:cards} de {suit} plus fortes sont encore dehors, un autre fera donc sans doute la levée.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody can beat it, so you take this trick and choose the next lead.</source>
        <translation>Entamez {card}&#xa0;: personne ne peut la battre, vous faites donc la levée et choisissez l&apos;entame suivante.</translation>
    </message>
    <message>
        <source>Play {card} under {winning}: you stay out of this trick and its {cost:penalty}.</source>
        <translation>Jouez {card} sous {winning}&#xa0;: vous échappez à cette levée et à ses {cost:penalty}.</translation>
    </message>
    <message>
        <source>Play {card} under {winning}: you stay out of this trick.</source>
        <translation>Jouez {card} sous {winning}&#xa0;: vous échappez à cette levée.</translation>
    </message>
    <message>
        <source>Play {card} under {winning}: the penalty card goes to whoever takes this trick, and that is not you.</source>
        <translation>Jouez {card} sous {winning}&#xa0;: la carte de pénalité ira à qui fera cette levée, et ce ne sera pas vous.</translation>
    </message>
    <message>
        <source>Every {suit} you hold wins this trick and you play last: take it with your highest, {card}, to be rid of it.</source>
        <translation>Toutes vos cartes de {suit} gagnent cette levée et vous jouez le dernier&#xa0;: prenez-la avec la plus haute, {card}, pour vous en débarrasser.</translation>
    </message>
    <message>
        <source>Every {suit} you hold wins this trick for now: play your lowest, {card}, so that a later player may still go over it.</source>
        <translation>Toutes vos cartes de {suit} gagnent cette levée pour l&apos;instant&#xa0;: jouez la plus basse, {card}, pour qu&apos;un joueur suivant puisse encore passer au-dessus.</translation>
    </message>
    <message>
        <source>Take this trick with {card}: it holds {cost:penalty}.</source>
        <translation>Faites cette levée avec {card}&#xa0;: elle contient {cost:penalty}.</translation>
    </message>
    <message>
        <source>Take this trick with {card}: it holds no penalty card, and a high card spent on it now cannot win a costlier trick later.</source>
        <translation>Faites cette levée avec {card}&#xa0;: elle ne contient aucune carte de pénalité, et une haute carte dépensée maintenant ne pourra plus gagner plus tard une levée plus coûteuse.</translation>
    </message>
    <message>
        <source>You have no {suit}: throw away {card} now, a penalty card that cannot win this trick.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: défaussez {card} maintenant, une carte de pénalité qui ne peut pas gagner cette levée.</translation>
    </message>
    <message>
        <source>You have no {suit}: throw away {card}, a high card that could win a trick later.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: défaussez {card}, une haute carte qui pourrait faire une levée plus tard.</translation>
    </message>
    <message>
        <source>You have no {suit}: trump with {card} and take the trick.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: coupez avec {card} et faites la levée.</translation>
    </message>
    <message>
        <source>Announce your clique as you play this first card: {size:cardinal} {rank:plural}. Only the best clique announced scores, for its whole side.</source>
        <translation>Annoncez votre clique en jouant cette première carte&#xa0;: {size:cardinal} {rank:plural}. Seule la meilleure clique annoncée compte, pour tout son camp.</translation>
    </message>
    <message>
        <source>Keep your clique quiet: an announcement already made beats it, and saying it would only show your hand.</source>
        <translation>Taisez votre clique&#xa0;: une annonce déjà faite la bat, et la dire ne ferait que montrer votre jeu.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody can beat it, so your side takes the trick and its points.</source>
        <translation>Entamez {card}&#xa0;: personne ne peut la battre, votre camp fait donc la levée et ses points.</translation>
    </message>
    <message>
        <source>Lead {card}: no card of {suit} left out beats it, so only a trump could take it, and its points with it.</source>
        <translation>Entamez {card}&#xa0;: aucune carte de {suit} encore dehors ne la bat, seul un atout pourrait donc la prendre, avec ses points.</translation>
    </message>
    <message>
        <source>Lead {card}, a trump: it draws the opponents&apos; trumps, so that your high cards can win later.</source>
        <translation>Entamez {card}, un atout&#xa0;: il fait tomber les atouts adverses, pour que vos hautes cartes puissent gagner ensuite.</translation>
    </message>
    <message>
        <source>Lead {card}: it counts nothing, so little is lost if the opponents take this trick.</source>
        <translation>Entamez {card}&#xa0;: elle ne compte rien, on perd donc peu si les adversaires font cette levée.</translation>
    </message>
    <message>
        <source>Lead {card}: {count:cards} of {suit} that beat it may still be out, but your partner may hold them.</source>
        <translation>Entamez {card}&#xa0;: {count:cards} de {suit} plus fortes sont peut-être encore dehors, mais votre partenaire les a peut-être.</translation>
    </message>
    <message>
        <source>Your partner {partner} is winning this trick: add {card} and its {points:points}.</source>
        <translation>Votre partenaire, {partner}, tient cette levée&#xa0;: ajoutez {card} et ses {points:points}.</translation>
    </message>
    <message>
        <source>Your partner {partner} is winning this trick: play {card} and keep your stronger cards.</source>
        <translation>Votre partenaire, {partner}, tient cette levée&#xa0;: jouez {card} et gardez vos cartes plus fortes.</translation>
    </message>
    <message>
        <source>Take the trick with {card}, the cheapest card that wins it: {points:points} for your side.</source>
        <translation>Faites la levée avec {card}, la carte la moins coûteuse qui la gagne&#xa0;: {points:points} pour votre camp.</translation>
    </message>
    <message>
        <source>Take the trick with {card}: {points:points} for your side.</source>
        <translation>Faites la levée avec {card}&#xa0;: {points:points} pour votre camp.</translation>
    </message>
    <message>
        <source>Take the trick with {card}: it holds no points yet, but the lead is yours.</source>
        <translation>Faites la levée avec {card}&#xa0;: elle ne contient encore aucun point, mais vous aurez la main.</translation>
    </message>
    <message>
        <source>You have no {suit}: trump with {card} and take {points:points} for your side.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: coupez avec {card} et prenez {points:points} pour votre camp.</translation>
    </message>
    <message>
        <source>Follow with {card}: you cannot win this trick, so give the opponents as few points as you can.</source>
        <translation>Fournissez {card}&#xa0;: vous ne pouvez pas gagner cette levée, donnez donc aux adversaires le moins de points possible.</translation>
    </message>
    <message>
        <source>You have no {suit}: throw {card}, which gives the opponents as few points as you can.</source>
        <translation>Vous n&apos;avez pas de {suit}&#xa0;: défaussez {card}, qui donne aux adversaires le moins de points possible.</translation>
    </message>
    <message>
        <source>Turn up the talon&apos;s top card: its suit is proposed as trumps, and a King turned up scores you a point at once.</source>
        <translation>Retournez la carte du dessus du talon&#xa0;: sa couleur est proposée pour atout, et un roi retourné vous rapporte aussitôt un point.</translation>
    </message>
    <message>
        <source>Pass: let another player propose the trumps.</source>
        <translation>Passez&#xa0;: laissez un autre joueur proposer l&apos;atout.</translation>
    </message>
    <message>
        <source>Show {card}: the King of the proposed suit scores you a point at once.</source>
        <translation>Montrez {card}&#xa0;: le roi de la couleur proposée vous rapporte aussitôt un point.</translation>
    </message>
    <message>
        <source>Say “I play”: with {suit} as trumps your hand should take about {tricks:tricks}, enough to beat each defender alone.</source>
        <translation>Dites «&#xa0;Je joue&#xa0;»&#xa0;: avec {suit} pour atout, votre jeu devrait faire environ {tricks:tricks}, assez pour battre chaque défenseur pris seul.</translation>
    </message>
    <message>
        <source>Pass: with {suit} as trumps your hand should take only about {tricks:tricks}, too few to beat every defender as the Man.</source>
        <translation>Passez&#xa0;: avec {suit} pour atout, votre jeu ne ferait qu&apos;environ {tricks:tricks}, trop peu pour battre chaque défenseur en étant l&apos;Homme.</translation>
    </message>
    <message>
        <source>As the Man, lead {card}: nobody can beat it, so the trick is yours.</source>
        <translation>Vous êtes l&apos;Homme&#xa0;: entamez {card}, personne ne peut la battre, la levée est donc à vous.</translation>
    </message>
    <message>
        <source>As the Man you need tricks: take this one with {card}, the cheapest card that wins it.</source>
        <translation>L&apos;Homme a besoin de levées&#xa0;: faites celle-ci avec {card}, la carte la moins coûteuse qui la gagne.</translation>
    </message>
    <message>
        <source>As the Man, play {card}: this trick is lost to you, so keep your winners for the next ones.</source>
        <translation>Vous êtes l&apos;Homme&#xa0;: jouez {card}, cette levée est perdue pour vous, gardez donc vos cartes maîtresses pour les suivantes.</translation>
    </message>
    <message>
        <source>As the Man, lead {card}: you give up this trick and keep your trumps and winners for the next ones.</source>
        <translation>Vous êtes l&apos;Homme&#xa0;: entamez {card}, vous abandonnez cette levée et gardez vos atouts et vos cartes maîtresses pour les suivantes.</translation>
    </message>
    <message>
        <source>Stop the Man, {man}: take this trick with {card}.</source>
        <translation>Arrêtez l&apos;Homme, {man}&#xa0;: faites cette levée avec {card}.</translation>
    </message>
    <message>
        <source>Lead {card}: as a defender, keep your winners back to stop the Man later.</source>
        <translation>Entamez {card}&#xa0;: en défense, gardez vos cartes maîtresses pour arrêter l&apos;Homme plus tard.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody can beat it, so the trick is yours.</source>
        <translation>Entamez {card}&#xa0;: personne ne peut la battre, la levée est donc à vous.</translation>
    </message>
    <message>
        <source>Play {card}: keep your trumps and high cards to stop the Man later.</source>
        <translation>Jouez {card}&#xa0;: gardez vos atouts et vos hautes cartes pour arrêter l&apos;Homme plus tard.</translation>
    </message>
    <message>
        <source>You have no {suit}, so you must trump: {card} is your cheapest trump that does the job.</source>
        <translation>Vous n&apos;avez pas de {suit}, vous devez donc couper&#xa0;: {card} est votre plus petit atout qui fasse l&apos;affaire.</translation>
    </message>
    <message>
        <source>What you hold for this: {hand:lower}.</source>
        <translation>Votre jeu pour cet enjeu&#xa0;: {hand:lower}.</translation>
    </message>
    <message>
        <source>You hold nothing for this.</source>
        <translation>Vous n&apos;avez rien pour cet enjeu.</translation>
    </message>
    <message>
        <source>Bet for value: you win about {chance:percent} of the showdowns the computer imagined against the players still in.</source>
        <translation>Misez pour gagner gros&#xa0;: vous remportez environ {chance:percent} des abattages imaginés par l&apos;ordinateur contre les joueurs encore en lice.</translation>
    </message>
    <message>
        <source>Stay quiet with a strong hand: you win about {chance:percent} of the showdowns, and not pushing yet keeps the others in.</source>
        <translation>Restez discret avec un beau jeu&#xa0;: vous remportez environ {chance:percent} des abattages, et ne pas encore pousser garde les autres dans le coup.</translation>
    </message>
    <message>
        <source>Holding costs {cost:jetons} to play for {pot:jetons}: you win about {chance:percent} of the showdowns, more than the {price:percent} the price asks.</source>
        <translation>Tenir coûte {cost:jetons} pour jouer {pot:jetons}&#xa0;: vous remportez environ {chance:percent} des abattages, plus que les {price:percent} qu&apos;exige ce prix.</translation>
    </message>
    <message>
        <source>Come in: it costs nothing, and you win about {chance:percent} of the showdowns.</source>
        <translation>Entrez&#xa0;: cela ne coûte rien, et vous remportez environ {chance:percent} des abattages.</translation>
    </message>
    <message>
        <source>Open with the smallest stake: you win about {chance:percent} of the showdowns, enough to play but not to push.</source>
        <translation>Ouvrez avec la plus petite mise&#xa0;: vous remportez environ {chance:percent} des abattages, assez pour jouer mais pas pour pousser.</translation>
    </message>
    <message>
        <source>Holding costs nothing more: stay in.</source>
        <translation>Tenir ne coûte rien de plus&#xa0;: restez dans le coup.</translation>
    </message>
    <message>
        <source>Give up: you win only about {chance:percent} of the showdowns, too little to pay {cost:jetons} for a pot of {pot:jetons}.</source>
        <translation>Renoncez&#xa0;: vous ne remportez qu&apos;environ {chance:percent} des abattages, trop peu pour payer {cost:jetons} pour un pot de {pot:jetons}.</translation>
    </message>
    <message>
        <source>Pass: you win only about {chance:percent} of the showdowns, so there is no reason to put jetons in.</source>
        <translation>Passez&#xa0;: vous ne remportez qu&apos;environ {chance:percent} des abattages, rien ne justifie donc de miser des jetons.</translation>
    </message>
    <message>
        <source>A bluff: you win only about {chance:percent} of the showdowns, but a single player is left to give up, and the master player bets a weak hand now and then, so that the others cannot read his bets.</source>
        <translation>Un bluff&#xa0;: vous ne remportez qu&apos;environ {chance:percent} des abattages, mais il ne reste qu&apos;un adversaire à faire renoncer, et le maître mise de temps en temps sur un jeu faible, pour que les autres ne puissent pas lire ses mises.</translation>
    </message>
    <message>
        <source>Hold: giving up is not open to you here.</source>
        <translation>Tenez&#xa0;: renoncer ne vous est pas permis ici.</translation>
    </message>
    <message>
        <source>Go all in: you win about {chance:percent} of the showdowns; you then play only for the part of the pot you can cover.</source>
        <translation>Faites tapis&#xa0;: vous remportez environ {chance:percent} des abattages&#xa0;; vous ne jouez alors que la part du pot que vous pouvez couvrir.</translation>
    </message>
    <message>
        <source>Lead {card}: the run it starts plays every card you have left, so you go out.</source>
        <translation>Entamez {card}&#xa0;: la suite qu&apos;elle ouvre joue toutes vos cartes restantes, vous sortez donc.</translation>
    </message>
    <message>
        <source>Lead {card}: the run climbs through {mine:cards} of yours and stops with you, so you lead again.</source>
        <translation>Entamez {card}&#xa0;: la suite monte par {mine:cards} à vous et s&apos;arrête chez vous, vous rejouez donc.</translation>
    </message>
    <message>
        <source>Lead {card}: the run plays {mine:cards} of yours before it passes to the others.</source>
        <translation>Entamez {card}&#xa0;: la suite joue {mine:cards} à vous avant de passer aux autres.</translation>
    </message>
    <message>
        <source>Lead {card}: the run passes to the others at once, but no run can reach this card any more, so only a lead will ever play it.</source>
        <translation>Entamez {card}&#xa0;: la suite passe aussitôt aux autres, mais aucune suite ne peut plus atteindre cette carte, seule une entame la jouera donc.</translation>
    </message>
    <message>
        <source>Lead {card}: the run passes to the others at once; in the deals the computer imagined, this lead did best.</source>
        <translation>Entamez {card}&#xa0;: la suite passe aussitôt aux autres&#xa0;; dans les donnes imaginées par l&apos;ordinateur, c&apos;est l&apos;entame qui a fait le mieux.</translation>
    </message>
    <message>
        <source>Add {card}: the count reaches {total} and nobody else can add to it, so you close it, are paid, and lead again.</source>
        <translation>Ajoutez {card}&#xa0;: le compte atteint {total} et personne d&apos;autre ne peut rien y ajouter, vous le fermez donc, êtes payé et rejouez.</translation>
    </message>
    <message>
        <source>Add {card}: the count reaches {total}; a heavy card now keeps your light ones for the counts to come.</source>
        <translation>Ajoutez {card}&#xa0;: le compte atteint {total}&#xa0;; une carte lourde maintenant garde vos cartes légères pour les comptes à venir.</translation>
    </message>
    <message>
        <source>Throw in {card} now: a principal hoc stands for {rank:a}, stops the run and earns you a jeton from each player.</source>
        <translation>Jetez {card} maintenant&#xa0;: un hoc principal tient lieu d&apos;{rank:a}, arrête la suite et vous rapporte un jeton de chaque joueur.</translation>
    </message>
    <message>
        <source>Pass: keep your principal hoc for a moment when you are stuck.</source>
        <translation>Passez&#xa0;: gardez votre hoc principal pour le moment où vous serez bloqué.</translation>
    </message>
    <message>
        <source>Say “without”: keep your principal hoc for later; it will earn its jeton when you are stuck, and the run passes on.</source>
        <translation>Dites «&#xa0;sans&#xa0;»&#xa0;: gardez votre hoc principal pour plus tard&#xa0;; il rapportera son jeton quand vous serez bloqué, et la suite passe au suivant.</translation>
    </message>
    <message>
        <source>Say “without”: you hold no {rank:plural} and no principal hoc, so the run passes on.</source>
        <translation>Dites «&#xa0;sans&#xa0;»&#xa0;: vous n&apos;avez ni {rank:plural} ni hoc principal, la suite passe donc au suivant.</translation>
    </message>
    <message>
        <source>Play {card} {rank:as}: a principal hoc stops the run, earns you a jeton from each player, and you lead again.</source>
        <translation>Jouez {card} {rank:as}&#xa0;: un hoc principal arrête la suite, vous rapporte un jeton de chaque joueur, et vous rejouez.</translation>
    </message>
    <message>
        <source>Go on with {card}: you hold the rank the run needs, so you must play it.</source>
        <translation>Continuez avec {card}&#xa0;: vous avez le rang que demande la suite, vous devez donc le jouer.</translation>
    </message>
    <message>
        <source>Lead {card}: only principal hocs are left to you.</source>
        <translation>Entamez {card}&#xa0;: il ne vous reste que des hocs principaux.</translation>
    </message>
    <message>
        <source>Lead {card}: a principal hoc led stands for itself; in the deals the computer imagined, spending it now did best.</source>
        <translation>Entamez {card}&#xa0;: un hoc principal en entame ne vaut que lui-même&#xa0;; dans les donnes imaginées par l&apos;ordinateur, le dépenser maintenant a fait le mieux.</translation>
    </message>
    <message>
        <source>Lead {card}: the run it starts plays {length:cards} of yours, and nobody else can go on where it stops, so it comes back to you.</source>
        <translation>Entamez {card}&#xa0;: la suite qu&apos;elle ouvre joue {length:cards} à vous, et personne d&apos;autre ne peut continuer là où elle s&apos;arrête, elle vous revient donc.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else can go on after it, so the run comes back to you.</source>
        <translation>Entamez {card}&#xa0;: personne d&apos;autre ne peut continuer après elle, la suite vous revient donc.</translation>
    </message>
    <message>
        <source>Lead {card}: the run it starts plays {length:cards} of yours before it passes on; low cards are the hardest to place later.</source>
        <translation>Entamez {card}&#xa0;: la suite qu&apos;elle ouvre joue {length:cards} à vous avant de passer au suivant&#xa0;; les basses cartes sont les plus dures à placer ensuite.</translation>
    </message>
    <message>
        <source>Lead {card}: a low card is the hardest to place later, and only a lead is sure to play it.</source>
        <translation>Entamez {card}&#xa0;: une basse carte est la plus dure à placer ensuite, et seule une entame est sûre de la jouer.</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>What your decision is about and what the master computer would do</source>
        <translation>Ce que vous avez à décider et ce que ferait l&apos;ordinateur maître</translation>
    </message>
    <message>
        <source>Play on freely</source>
        <translation>Jouer librement</translation>
    </message>
    <message>
        <source>Leave the lesson&apos;s script: the computers play on as they like, and so may you</source>
        <translation>Quitter le scénario de la leçon&#xa0;: les ordinateurs jouent à leur guise, et vous aussi</translation>
    </message>
    <message>
        <source>In this lesson: {0}.</source>
        <translation>Dans cette leçon&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>That is not the lesson&apos;s move. Take the highlighted one, or choose “Play on freely” below to go your own way.</source>
        <translation>Ce n&apos;est pas le coup de la leçon. Prenez celui qui est mis en évidence, ou choisissez «&#xa0;Jouer librement&#xa0;» ci-dessous pour suivre votre idée.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Waiting for {0}.</source>
        <translation>{0} réfléchit.</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Vous pouvez&#xa0;:</translation>
    </message>
    <message>
        <source>Not now:</source>
        <translation>Pas maintenant&#xa0;:</translation>
    </message>
    <message>
        <source>The master computer agrees: {0}</source>
        <translation>L&apos;ordinateur maître est d&apos;accord&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The master computer could not think this through.</source>
        <translation>L&apos;ordinateur maître n&apos;a pas pu mener sa réflexion à bien.</translation>
    </message>
    <message>
        <source>The master computer is thinking…</source>
        <translation>L&apos;ordinateur maître réfléchit…</translation>
    </message>
    <message>
        <source>The master computer would choose: {0}</source>
        <translation>L&apos;ordinateur maître choisirait&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The other choices, against its choice, on average:</source>
        <translation>Les autres choix, comparés au sien, en moyenne&#xa0;:</translation>
    </message>
    <message>
        <source>Just now</source>
        <translation>À l&apos;instant</translation>
    </message>
</context>
<context>
    <name>Coaching</name>
    <message>
        <source>“{0}”</source>
        <translation>«&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>any of %n cards (the bright ones)</source>
        <translation>
            <numerusform>l&apos;une de vos %n carte jouable (en surbrillance)</numerusform>
            <numerusform>l&apos;une de vos %n cartes jouables (en surbrillance)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>put away %n card(s) of your choice</source>
        <translation>
            <numerusform>écarter %n carte de votre choix</numerusform>
            <numerusform>écarter %n cartes de votre choix</numerusform>
        </translation>
    </message>
    <message>
        <source>each with or without announcing your clique</source>
        <translation>chacune avec ou sans annonce de votre clique</translation>
    </message>
    <message>
        <source>{0} … {1}</source>
        <translation>{0} … {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>as good</source>
        <translation>aussi bien</translation>
    </message>
    <message>
        <source>{winner} takes the trick with {card}, a trump.</source>
        <translation>{winner} fait la levée avec {card}, un atout.</translation>
    </message>
    <message>
        <source>You take the trick with {card}, a trump.</source>
        <translation>Vous faites la levée avec {card}, un atout.</translation>
    </message>
    <message>
        <source>{winner} takes the trick with {card}, the highest trump played.</source>
        <translation>{winner} fait la levée avec {card}, le plus fort atout joué.</translation>
    </message>
    <message>
        <source>You take the trick with {card}, the highest trump played.</source>
        <translation>Vous faites la levée avec {card}, le plus fort atout joué.</translation>
    </message>
    <message>
        <source>{winner} takes the trick with {card}, the highest card of {suit} played.</source>
        <translation>{winner} fait la levée avec {card}, la plus forte carte de {suit} jouée.</translation>
    </message>
    <message>
        <source>You take the trick with {card}, the highest card of {suit} played.</source>
        <translation>Vous faites la levée avec {card}, la plus forte carte de {suit} jouée.</translation>
    </message>
    <message>
        <source>{0} It counts {1}.</source>
        <translation>{0} Elle compte {1}.</translation>
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
        <source>Your turn</source>
        <translation>À vous</translation>
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
    <name>GameChooser</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} (or {1} to {2})</source>
        <translation>{0} (ou de {1} à {2})</translation>
    </message>
    <message>
        <source>Easy to learn</source>
        <translation>Facile à apprendre</translation>
    </message>
    <message>
        <source>A few rules to learn</source>
        <translation>Quelques règles à apprendre</translation>
    </message>
    <message>
        <source>Rich rules</source>
        <translation>Règles riches</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisir un jeu</translation>
    </message>
    <message>
        <source>Which game shall we play?</source>
        <translation>À quel jeu jouons-nous&#xa0;?</translation>
    </message>
    <message>
        <source>Click a game to play it at once against the computer with the usual rules. Never played it? “Learn to play” shows you how.</source>
        <translation>Cliquez sur un jeu pour y jouer aussitôt contre l&apos;ordinateur, avec les règles habituelles. Vous n&apos;y avez jamais joué&#xa0;? «&#xa0;Apprendre à jouer&#xa0;» vous montre comment.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
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
    <name>GameTile</name>
    <message>
        <source>{0} · {1}
{2} {3}</source>
        <translation>{0} · {1}
{2} {3}</translation>
    </message>
    <message>
        <source>Seats and variants…</source>
        <translation>Places et variantes…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>{0} {1}, {2}, {3}. Press Enter to play it against the computer.</source>
        <translation>{0} {1}, {2}, {3}. Appuyez sur Entrée pour y jouer contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Play {0} against the computer, with the usual rules</source>
        <translation>{0}&#xa0;: jouer contre l&apos;ordinateur, avec les règles habituelles</translation>
    </message>
    <message>
        <source>Seats and variants of {0}</source>
        <translation>Places et variantes&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Choose the players, the computers&apos; level and the rules before playing</source>
        <translation>Choisir les joueurs, le niveau des ordinateurs et les règles avant de jouer</translation>
    </message>
    <message>
        <source>Learn to play {0}</source>
        <translation>Apprendre à jouer&#xa0;: {0}</translation>
    </message>
    <message>
        <source>See how {0} is played</source>
        <translation>Voir comment on joue&#xa0;: {0}</translation>
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
    <name>Lesson</name>
    <message>
        <source>This lesson&apos;s move is “{0}”: take it, or choose “Play on freely” in the coach&apos;s panel.</source>
        <translation>Le coup de cette leçon est «&#xa0;{0}&#xa0;»&#xa0;: jouez-le, ou choisissez «&#xa0;Jouer librement&#xa0;» dans le panneau de l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>Welcome to Polignac. Four players, each for himself, and one aim: do not take the Jacks. Each Jack in a trick you win costs you a penalty point, and the Jack of spades, “the Polignac”, costs two. Diane dealt, so you are eldest: you speak first and lead first.</source>
        <translation>Bienvenue au Polignac. Quatre joueurs, chacun pour soi, et un seul but&#xa0;: ne pas prendre les valets. Chaque valet d&apos;une levée que vous faites vous coûte un point de pénalité, et le valet de pique, «&#xa0;le Polignac&#xa0;», en coûte deux. Diane a donné, vous êtes donc premier en cartes&#xa0;: vous parlez et entamez le premier.</translation>
    </message>
    <message>
        <source>Before the first card, each player may announce a capot: a promise to win all eight tricks. Made, it gives 5 penalty points to each other player; failed, 5 to you. You hold three Kings, but also three Sevens, and each Seven would lose a trick. Pass.</source>
        <translation>Avant la première carte, chaque joueur peut annoncer un capot&#xa0;: la promesse de faire les huit levées. Réussi, il donne 5 points de pénalité à chacun des autres&#xa0;; manqué, 5 à vous. Vous avez trois rois, mais aussi trois sept, et chaque sept perdrait une levée. Passez.</translation>
    </message>
    <message>
        <source>In Polignac you want to lose tricks. Lead a card the others can beat: the Seven of diamonds, the lowest card there is. In every suit the cards rank King, Queen, Jack, Ace, Ten, Nine, Eight, Seven — the Ace comes below the Jack.</source>
        <translation>Au Polignac, on cherche à perdre les levées. Entamez une carte que les autres peuvent battre&#xa0;: le sept de carreau, la plus basse qui soit. Dans chaque couleur, l&apos;ordre est roi, dame, valet, as, dix, neuf, huit, sept — l&apos;as vient sous le valet.</translation>
    </message>
    <message>
        <source>César led the Jack of clubs and Diane played the Ace: as the Ace ranks below the Jack, César is winning, with his own Jack in the trick. You hold a club, so you must follow suit: your Seven of clubs is the only card you may play.</source>
        <translation>César a entamé le valet de trèfle et Diane a joué l&apos;as&#xa0;: comme l&apos;as est sous le valet, c&apos;est César qui tient la levée, avec son propre valet dedans. Vous avez du trèfle, vous devez donc fournir&#xa0;: votre sept de trèfle est la seule carte que vous puissiez jouer.</translation>
    </message>
    <message>
        <source>Clubs again, and you have none left: you may play any card. This is the moment to get rid of a Jack. Throw the Jack of diamonds on this trick: it cannot win a club trick.</source>
        <translation>Encore du trèfle, et vous n&apos;en avez plus&#xa0;: vous pouvez jouer n&apos;importe quelle carte. C&apos;est le moment de vous défaire d&apos;un valet. Jetez le valet de carreau sur cette levée&#xa0;: il ne peut pas gagner une levée à trèfle.</translation>
    </message>
    <message>
        <source>Diane leads the Eight of spades. No penalty card is in this trick yet, and a King must win a trick some time: take this one now with the King of spades, while it is cheap, and keep the Seven to lead.</source>
        <translation>Diane entame le huit de pique. Aucune carte de pénalité n&apos;est encore dans cette levée, et un roi finira bien par faire une levée&#xa0;: faites celle-ci tout de suite avec le roi de pique, tant qu&apos;elle ne coûte rien, et gardez le sept pour entamer.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: lead your lowest card, the Seven of spades, and let someone else take this one.</source>
        <translation>Vous avez fait la dernière levée, vous avez donc la main&#xa0;: entamez votre plus basse carte, le sept de pique, et laissez un autre faire celle-ci.</translation>
    </message>
    <message>
        <source>Hearts are led and your only heart is the King: you must follow suit, and it wins. No Jack is in this trick, so it costs you nothing.</source>
        <translation>On entame cœur et votre seul cœur est le roi&#xa0;: vous devez fournir, et il gagne. Aucun valet n&apos;est dans cette levée, elle ne vous coûte donc rien.</translation>
    </message>
    <message>
        <source>Only high cards are left to you, and the last tricks will be yours. That is safe now: all four Jacks have been played, so nothing is left to cost you a point.</source>
        <translation>Il ne vous reste que de hautes cartes, et les dernières levées seront pour vous. C&apos;est sans danger désormais&#xa0;: les quatre valets ont été joués, plus rien ne peut vous coûter un point.</translation>
    </message>
    <message>
        <source>The deal is over. César took two Jacks, 2 penalty points; Diane took the Jack of diamonds and the Polignac, 3. You took four tricks but no Jack: no penalty for you. The first player to reach 20 penalty points loses the game. Choose “Next deal” to play on: the coach stays beside you.</source>
        <translation>La donne est finie. César a pris deux valets, 2 points de pénalité&#xa0;; Diane a pris le valet de carreau et le Polignac, 3. Vous avez fait quatre levées mais aucun valet&#xa0;: pas de pénalité pour vous. Le premier joueur qui atteint 20 points de pénalité perd la partie. Choisissez «&#xa0;Donne suivante&#xa0;» pour continuer&#xa0;: l&apos;entraîneur reste à vos côtés.</translation>
    </message>
    <message>
        <source>Quarante de Roi is played two against two: you and César, sitting opposite, against Blaise and Diane. Kings count 5 points, Queens 4, Jacks 3, the other cards nothing; a side scores the cards in the tricks it takes. Diane dealt and turned up her last card, the Eight of clubs: clubs are trumps. The first side to reach 150 points wins.</source>
        <translation>Le Quarante de roi se joue deux contre deux&#xa0;: vous et César, assis face à face, contre Blaise et Diane. Les rois valent 5 points, les dames 4, les valets 3, les autres cartes rien&#xa0;; chaque camp marque les cartes des levées qu&apos;il fait. Diane a donné et retourné sa dernière carte, le huit de trèfle&#xa0;: trèfle est l&apos;atout. Le premier camp qui atteint 150 points gagne.</translation>
    </message>
    <message>
        <source>You hold three Kings: a clique. A clique is announced only with your card to the first trick; later it is lost. The best clique announced scores for its whole side (three Kings: 15 points). Click the Ace of diamonds, then choose to announce the clique: the Ace counts nothing, so losing this trick costs little.</source>
        <translation>Vous avez trois rois&#xa0;: une clique. Une clique ne s&apos;annonce qu&apos;avec sa carte à la première levée&#xa0;; plus tard, elle est perdue. La meilleure clique annoncée compte pour tout son camp (trois rois&#xa0;: 15 points). Cliquez sur l&apos;as de carreau, puis choisissez d&apos;annoncer la clique&#xa0;: l&apos;as ne vaut rien, perdre cette levée coûte donc peu.</translation>
    </message>
    <message>
        <source>Diane also announced three, so both of you named the rank: your Kings beat her Jacks, and the clique is your side&apos;s. Now Blaise leads diamonds and you have none. You may trump, but nothing forces you to, and this trick holds no points: throw the Eight of spades.</source>
        <translation>Diane a aussi annoncé trois, vous avez donc nommé tous deux le rang&#xa0;: vos rois battent ses valets, et la clique est à votre camp. Blaise entame maintenant carreau et vous n&apos;en avez pas. Vous pouvez couper, mais rien ne vous y oblige, et cette levée ne contient aucun point&#xa0;: jetez le huit de pique.</translation>
    </message>
    <message>
        <source>Diamonds again, and César, your partner, threw the Jack of spades on it: 3 points, but Blaise&apos;s Eight is winning. You have no diamonds: trump with the King of clubs. It wins the trick and its 8 points for your side.</source>
        <translation>Encore carreau, et César, votre partenaire, y a jeté le valet de pique&#xa0;: 3 points, mais c&apos;est le huit de Blaise qui tient la levée. Vous n&apos;avez pas de carreau&#xa0;: coupez avec le roi de trèfle. Il gagne la levée et ses 8 points pour votre camp.</translation>
    </message>
    <message>
        <source>You lead. Nobody holds a higher spade than your King, so only a trump could beat it: lead it and collect its points.</source>
        <translation>Vous avez la main. Personne n&apos;a de pique plus fort que votre roi, seul un atout pourrait donc le battre&#xa0;: entamez-le et encaissez ses points.</translation>
    </message>
    <message>
        <source>The same with the King of hearts: it is the best heart left, so it wins unless someone trumps it.</source>
        <translation>De même avec le roi de cœur&#xa0;: c&apos;est le plus fort cœur qui reste, il gagne donc à moins d&apos;être coupé.</translation>
    </message>
    <message>
        <source>Lead the Ten of hearts: it counts nothing, so losing this trick costs your side little.</source>
        <translation>Entamez le dix de cœur&#xa0;: il ne vaut rien, perdre cette levée coûte donc peu à votre camp.</translation>
    </message>
    <message>
        <source>Diane leads a trump and you have none. Only Queens are left to you, so one of them must go, but César may still win this trick.</source>
        <translation>Diane entame atout et vous n&apos;en avez pas. Il ne vous reste que des dames, l&apos;une d&apos;elles doit donc partir, mais César peut encore gagner cette levée.</translation>
    </message>
    <message>
        <source>César leads the Queen of clubs and is winning the trick: put your Queen of hearts on it, 4 more points for your side.</source>
        <translation>César entame la dame de trèfle et tient la levée&#xa0;: mettez-y votre dame de cœur, 4 points de plus pour votre camp.</translation>
    </message>
    <message>
        <source>Your side took 41 of the 48 card points, and your three Kings add 15: 56 against 7. The first side to 150 wins. Choose “Next deal” to play on: the coach stays beside you.</source>
        <translation>Votre camp a pris 41 des 48 points de cartes, et vos trois rois en ajoutent 15&#xa0;: 56 contre 7. Le premier camp à 150 gagne. Choisissez «&#xa0;Donne suivante&#xa0;» pour continuer&#xa0;: l&apos;entraîneur reste à vos côtés.</translation>
    </message>
    <message>
        <source>Homme d&apos;Auvergne: five cards each, everyone for himself. In each deal one player, the Man, takes on all the others with a trump suit he accepts. You score by winning as the Man and with Kings; the first to 5 points wins. Diane dealt, so you are first hand: you speak first.</source>
        <translation>L&apos;Homme d&apos;Auvergne&#xa0;: cinq cartes chacun, chacun pour soi. À chaque donne, un joueur, l&apos;Homme, affronte tous les autres avec une couleur d&apos;atout qu&apos;il accepte. On marque en gagnant comme Homme et avec les rois&#xa0;; le premier à 5 points gagne. Diane a donné, vous êtes donc premier en cartes&#xa0;: vous parlez le premier.</translation>
    </message>
    <message>
        <source>First, someone turns up the talon&apos;s top card: its suit is proposed as trumps. You may turn it or pass. Turn it: if it is a King, it scores you a point at once.</source>
        <translation>D&apos;abord, quelqu&apos;un retourne la carte du dessus du talon&#xa0;: sa couleur est proposée pour atout. Vous pouvez la retourner ou passer. Retournez-la&#xa0;: si c&apos;est un roi, il vous rapporte aussitôt un point.</translation>
    </message>
    <message>
        <source>You turned up the King of diamonds: 1 point. Now each player in turn may say “I play” and become the Man with diamonds as trumps. With a single diamond you would not take enough tricks: pass.</source>
        <translation>Vous avez retourné le roi de carreau&#xa0;: 1 point. Chaque joueur peut maintenant dire à son tour «&#xa0;Je joue&#xa0;» et devenir l&apos;Homme avec carreau pour atout. Avec un seul carreau, vous ne feriez pas assez de levées&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Nobody wanted diamonds. Now comes a réjouissance: another card may be turned, and its suit proposed in the same way. Turn it.</source>
        <translation>Personne n&apos;a voulu de carreau. Vient alors une réjouissance&#xa0;: on peut retourner une autre carte, dont la couleur est proposée de la même façon. Retournez-la.</translation>
    </message>
    <message>
        <source>The Jack of clubs: clubs are proposed, and you hold their King. Before you speak, show it: another point.</source>
        <translation>Le valet de trèfle&#xa0;: trèfle est proposé, et vous en avez le roi. Avant de parler, montrez-le&#xa0;: encore un point.</translation>
    </message>
    <message>
        <source>With the King, Nine and Eight of clubs you should take more tricks than anyone: say “I play”. You become the Man, and you win the deal with more tricks than each other player.</source>
        <translation>Avec le roi, le neuf et le huit de trèfle, vous devriez faire plus de levées que quiconque&#xa0;: dites «&#xa0;Je joue&#xa0;». Vous devenez l&apos;Homme, et vous gagnez la donne en faisant plus de levées que chacun des autres.</translation>
    </message>
    <message>
        <source>First hand leads, even when he is not the Man. Lead the King of clubs, the best trump: it draws out the others&apos; trumps.</source>
        <translation>Le premier en cartes entame, même s&apos;il n&apos;est pas l&apos;Homme. Entamez le roi de trèfle, le plus fort atout&#xa0;: il fait tomber les atouts des autres.</translation>
    </message>
    <message>
        <source>Lead the Eight of hearts: you give up this trick and keep your trumps for later.</source>
        <translation>Entamez le huit de cœur&#xa0;: vous abandonnez cette levée et gardez vos atouts pour plus tard.</translation>
    </message>
    <message>
        <source>Blaise led a spade and you have none: you must trump if you can, even below another trump. César&apos;s Ten is higher than both your clubs: play the Eight and keep the Nine.</source>
        <translation>Blaise a entamé pique et vous n&apos;en avez pas&#xa0;: vous devez couper si vous le pouvez, même sous un autre atout. Le dix de César est plus fort que vos deux trèfles&#xa0;: jouez le huit et gardez le neuf.</translation>
    </message>
    <message>
        <source>César leads the Ace of diamonds. You must follow suit, and your Queen wins: here the cards rank King, Queen, Jack, Ace.</source>
        <translation>César entame l&apos;as de carreau. Vous devez fournir, et votre dame gagne&#xa0;: ici l&apos;ordre est roi, dame, valet, as.</translation>
    </message>
    <message>
        <source>Your last card is the Nine of clubs, a trump. If it takes this last trick, you have three tricks, more than anyone: the Man wins.</source>
        <translation>Votre dernière carte est le neuf de trèfle, un atout. S&apos;il fait cette dernière levée, vous aurez trois levées, plus que quiconque&#xa0;: l&apos;Homme gagne.</translation>
    </message>
    <message>
        <source>You won the deal as the Man: 1 point, on top of the two Kings — 3 of the 5 points you need. Choose “Next deal” to play on: the coach stays beside you.</source>
        <translation>Vous avez gagné la donne comme Homme&#xa0;: 1 point, en plus des deux rois — 3 des 5 points qu&apos;il vous faut. Choisissez «&#xa0;Donne suivante&#xa0;» pour continuer&#xa0;: l&apos;entraîneur reste à vos côtés.</translation>
    </message>
    <message>
        <source>Poch has three stages. First, the pools of the board: everyone put a jeton on each pool, and a pool goes to whoever holds its card of the pay suit. The last card, the Eight of hearts, was turned up: hearts are the pay suit. You hold the King and the Queen of hearts, a marriage: the King, Queen and Marriage pools are yours, 12 jetons already.</source>
        <translation>Le Poque se joue en trois temps. D&apos;abord, les cases du tableau&#xa0;: chacun a mis un jeton dans chaque case, et une case va à qui tient sa carte dans la couleur payante. La dernière carte, le huit de cœur, a été retournée&#xa0;: cœur est la couleur payante. Vous avez le roi et la dame de cœur, un mariage&#xa0;: les cases du Roi, de la Dame et du Mariage sont à vous, déjà 12 jetons.</translation>
    </message>
    <message>
        <source>The second stage is the betting, on your best set: a pair, three or four of a kind. You hold three Nines, a strong set, and you speak first: open the betting — “Poch!” — with 5 jetons.</source>
        <translation>Le deuxième temps est le poque, la mise sur votre meilleur jeu&#xa0;: une paire, un brelan ou un carré. Vous avez trois neuf, un beau jeu, et vous parlez le premier&#xa0;: ouvrez les mises — «&#xa0;Je poque&#xa0;!&#xa0;» — avec 5 jetons.</translation>
    </message>
    <message>
        <source>Blaise folded. César had only 4 jetons left and went all in; Diane raised by 4. Hold, matching Diane&apos;s 9. César can win only what each player staked up to his 4, the main pot; the rest that you and Diane stake forms a side pot that only you two play for.</source>
        <translation>Blaise s&apos;est retiré. César n&apos;avait plus que 4 jetons et a fait tapis&#xa0;; Diane a relancé de 4. Tenez, en égalant les 9 de Diane. César ne peut gagner que ce que chacun a misé jusqu&apos;à ses 4, le pot principal&#xa0;; le reste de ce que Diane et vous misez forme un pot annexe que vous êtes seuls à jouer.</translation>
    </message>
    <message>
        <source>César&apos;s three Queens beat your Nines and took the main pot, but your Nines beat Diane&apos;s Kings: the side pot was yours. Now the play-out: runs climb a suit, and whoever holds the next card must play it. César&apos;s spade run stopped at your Ace, so you lead. Lead the Nine of clubs: the others must play Ten, Jack, Queen and King, and your Ace ends the run, so it comes back to you.</source>
        <translation>Les trois dames de César ont battu vos neuf et pris le pot principal, mais vos neuf ont battu les rois de Diane&#xa0;: le pot annexe était pour vous. Vient la fin du coup&#xa0;: les suites montent dans une couleur, et qui tient la carte suivante doit la jouer. La suite à pique de César s&apos;est arrêtée à votre as, vous avez donc la main. Entamez le neuf de trèfle&#xa0;: les autres doivent jouer dix, valet, dame et roi, et votre as termine la suite, qui vous revient donc.</translation>
    </message>
    <message>
        <source>Lead the King of hearts: Blaise must add the Ace and lead. Your Queen of hearts will then end one of his runs, as the King is gone, and the lead comes back to you.</source>
        <translation>Entamez le roi de cœur&#xa0;: Blaise doit ajouter l&apos;as et a la main. Votre dame de cœur arrêtera ensuite une de ses suites, puisque le roi est parti, et la main vous reviendra.</translation>
    </message>
    <message>
        <source>Two cards left, the Nine and Ten of diamonds: lead the Nine, the Ten follows, and you are out.</source>
        <translation>Plus que deux cartes, le neuf et le dix de carreau&#xa0;: entamez le neuf, le dix suit, et vous êtes sorti.</translation>
    </message>
    <message>
        <source>You went out first: the Centre pool is yours, and each other player pays you a jeton for every card left in his hand. The game goes on until someone cannot pay his antes. Choose “Next deal” to play on: the coach stays beside you.</source>
        <translation>Vous êtes sorti le premier&#xa0;: la case du Centre est à vous, et chacun des autres vous paie un jeton par carte restée dans sa main. La partie continue jusqu&apos;à ce que quelqu&apos;un ne puisse plus payer ses mises de départ. Choisissez «&#xa0;Donne suivante&#xa0;» pour continuer&#xa0;: l&apos;entraîneur reste à vos côtés.</translation>
    </message>
    <message>
        <source>Hoc Mazarin has two parts: three auctions — the point, the sequence and the tricon — then a race to play out your cards in runs. Everyone put a jeton on each of the three pools. You are eldest: you speak first in each auction and lead first.</source>
        <translation>Le Hoc Mazarin se joue en deux temps&#xa0;: trois enchères — le point, la séquence et le tricon — puis une course pour vider sa main par suites. Chacun a mis un jeton dans chacune des trois poules. Vous êtes premier en cartes&#xa0;: vous parlez le premier à chaque enchère et entamez le premier.</translation>
    </message>
    <message>
        <source>The point: the most cards in one suit. You hold five clubs. Claim “point of 5” and raise 3 to push the others out: a player who says “good” gives up the pool.</source>
        <translation>Le point&#xa0;: le plus de cartes dans une couleur. Vous avez cinq trèfles. Annoncez «&#xa0;point de 5&#xa0;» et relancez de 3 pour écarter les autres&#xa0;: qui dit «&#xa0;bon&#xa0;» renonce à la poule.</translation>
    </message>
    <message>
        <source>Both said “good”: the point pool is yours without showing anything. Now the sequence: a run of three or more in one suit. Your Jack, Queen and King of clubs make a tierce to the King, a major one because a King tops it. Claim it and raise 2: the winner of the sequence is also paid by each other player.</source>
        <translation>Tous deux ont dit «&#xa0;bon&#xa0;»&#xa0;: la poule du point est à vous sans rien montrer. Vient la séquence&#xa0;: une suite de trois cartes ou plus dans une couleur. Vos valet, dame et roi de trèfle font une tierce au roi, majeure parce qu&apos;un roi la termine. Annoncez-la et relancez de 2&#xa0;: le gagnant de la séquence est aussi payé par chacun des autres.</translation>
    </message>
    <message>
        <source>Your tierce won the showdown: the pool, the stakes, and 2 jetons from each player for a major tierce. Now the tricon: three or four cards of one rank. You hold three Queens: claim a brelan of Queens and raise 3.</source>
        <translation>Votre tierce a gagné l&apos;abattage&#xa0;: la poule, les enjeux, et 2 jetons de chaque joueur pour une tierce majeure. Vient le tricon&#xa0;: trois ou quatre cartes d&apos;un même rang. Vous avez trois dames&#xa0;: annoncez un brelan de dames et relancez de 3.</translation>
    </message>
    <message>
        <source>Your brelan won too. Then César announced carte blanche — no King, Queen or Jack in his hand — and each of you paid him 10 jetons. The play begins. Six cards are principal hocs, wild in this part: the four Kings, the Queen of spades and the Jack of diamonds. You hold three. Lead the Nine of clubs.</source>
        <translation>Votre brelan a gagné aussi. Puis César a annoncé carte blanche — ni roi, ni dame, ni valet dans sa main — et chacun de vous lui a payé 10 jetons. Le jeu commence. Six cartes sont des hocs principaux, qui servent de joker dans cette partie&#xa0;: les quatre rois, la dame de pique et le valet de carreau. Vous en avez trois. Entamez le neuf de trèfle.</translation>
    </message>
    <message>
        <source>After a Nine you must go on with a Ten, of any suit, and you have none. A principal hoc could stand for it, but keep yours: say “without”, and the next player must play a Ten if he can.</source>
        <translation>Après un neuf, il faut continuer avec un dix, de n&apos;importe quelle couleur, et vous n&apos;en avez pas. Un hoc principal pourrait en tenir lieu, mais gardez les vôtres&#xa0;: dites «&#xa0;sans&#xa0;», et le joueur suivant doit jouer un dix s&apos;il le peut.</translation>
    </message>
    <message>
        <source>Blaise played a hoc as the Ten — each of you paid him a jeton — and ran his cards up to the Nine; César added the Ten. Now the run needs a Jack, and you hold one: you must play it.</source>
        <translation>Blaise a joué un hoc pour le dix — chacun de vous lui a payé un jeton — et a monté ses cartes jusqu&apos;au neuf&#xa0;; César a ajouté le dix. La suite demande maintenant un valet, et vous en avez un&#xa0;: vous devez le jouer.</translation>
    </message>
    <message>
        <source>Go on: a Queen is needed. Play a plain one, the Queen of hearts, and keep the Queen of spades, which is a principal hoc.</source>
        <translation>Continuez&#xa0;: il faut une dame. Jouez-en une ordinaire, la dame de cœur, et gardez la dame de pique, qui est un hoc principal.</translation>
    </message>
    <message>
        <source>A King is needed. Kings are hocs, but you need not spend one: say “without”. If nobody else can play a King, the call goes round and comes back to you — an incidental hoc — and you lead again, still holding your Kings.</source>
        <translation>Il faut un roi. Les rois sont des hocs, mais rien ne vous oblige à en dépenser un&#xa0;: dites «&#xa0;sans&#xa0;». Si personne d&apos;autre ne peut jouer de roi, l&apos;appel fait le tour et vous revient — un hoc incident — et vous rejouez, en gardant vos rois.</translation>
    </message>
    <message>
        <source>It came back to you: lead again, the Queen of clubs.</source>
        <translation>C&apos;est revenu à vous&#xa0;: entamez de nouveau, la dame de trèfle.</translation>
    </message>
    <message>
        <source>A King is needed again: say “without” once more and keep your Kings.</source>
        <translation>Il faut de nouveau un roi&#xa0;: dites encore «&#xa0;sans&#xa0;» et gardez vos rois.</translation>
    </message>
    <message>
        <source>Lead the Seven of hearts: you can go on with an Eight yourself.</source>
        <translation>Entamez le sept de cœur&#xa0;: vous pouvez continuer vous-même avec un huit.</translation>
    </message>
    <message>
        <source>Go on with an Eight: you must, since you hold one. Either of your two Eights will do.</source>
        <translation>Continuez avec un huit&#xa0;: vous le devez, puisque vous en avez un. L&apos;un ou l&apos;autre de vos deux huit fera l&apos;affaire.</translation>
    </message>
    <message>
        <source>A Nine is needed and you have none: now spend a principal hoc. Play the Queen of spades as a Nine: “Hoc!” Each other player pays you a jeton, and you lead again.</source>
        <translation>Il faut un neuf et vous n&apos;en avez pas&#xa0;: c&apos;est le moment de dépenser un hoc principal. Jouez la dame de pique pour un neuf&#xa0;: «&#xa0;Hoc&#xa0;!&#xa0;» Chacun des autres vous paie un jeton, et vous rejouez.</translation>
    </message>
    <message>
        <source>Lead the Ace of clubs: the Ace is the lowest card, the hardest to place in a run.</source>
        <translation>Entamez l&apos;as de trèfle&#xa0;: l&apos;as est la plus basse carte, la plus dure à placer dans une suite.</translation>
    </message>
    <message>
        <source>A Two is needed: play the King of diamonds as a Two. Another hoc, another jeton from each player, and the lead again.</source>
        <translation>Il faut un deux&#xa0;: jouez le roi de carreau pour un deux. Encore un hoc, encore un jeton de chaque joueur, et la main de nouveau.</translation>
    </message>
    <message>
        <source>Lead the Three of hearts.</source>
        <translation>Entamez le trois de cœur.</translation>
    </message>
    <message>
        <source>Play the King of clubs as a Four, your third hoc. Your last card, the Eight of diamonds, follows, and you are out.</source>
        <translation>Jouez le roi de trèfle pour un quatre, votre troisième hoc. Votre dernière carte, le huit de carreau, suit, et vous êtes sorti.</translation>
    </message>
    <message>
        <source>You went out first: each player pays you for the cards left in his hand, Blaise 4 jetons for 4 cards and César 22 for 11. The session lasts two deals per player. Choose “Next deal” to play on: the coach stays beside you.</source>
        <translation>Vous êtes sorti le premier&#xa0;: chaque joueur vous paie pour les cartes restées dans sa main, Blaise 4 jetons pour 4 cartes et César 22 pour 11. La séance dure deux donnes par joueur. Choisissez «&#xa0;Donne suivante&#xa0;» pour continuer&#xa0;: l&apos;entraîneur reste à vos côtés.</translation>
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
        <source>&amp;Open a saved match…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
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
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>{0}: a guided deal</source>
        <translation>{0}&#xa0;: une donne commentée</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Entraîneur</translation>
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
        <source>Choose a game to play: Game → New match ({0}).</source>
        <translation>Choisissez un jeu&#xa0;: Partie → Nouvelle partie ({0}).</translation>
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
        <source>The lesson cannot be opened.</source>
        <translation>La leçon ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved matches (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved as {0}.</source>
        <translation>Enregistrée sous {0}.</translation>
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
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
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
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
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
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>R&amp;ules of the game</source>
        <translation>Règle&amp;s du jeu</translation>
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
        <source>Seats and variants</source>
        <translation>Places et variantes</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Match &amp;number:</source>
        <translation>&amp;Numéro de la partie&#xa0;:</translation>
    </message>
    <message>
        <source>New cards</source>
        <translation>Nouvelles cartes</translation>
    </message>
    <message>
        <source>Type a match&apos;s number to be dealt its cards again</source>
        <translation>Tapez le numéro d&apos;une partie pour en retrouver les cartes</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Match number</source>
        <translation>Numéro de la partie</translation>
    </message>
    <message>
        <source>Other rules</source>
        <translation>Autres règles</translation>
    </message>
    <message>
        <source>The same number, with the same game, players and rules, deals the same cards again.</source>
        <translation>Le même numéro, avec le même jeu, les mêmes joueurs et les mêmes règles, redonne les mêmes cartes.</translation>
    </message>
    <message>
        <source>{0} The match on the table is number {1}.</source>
        <translation>{0} La partie sur la table porte le numéro {1}.</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Vos propres règles</translation>
    </message>
    <message>
        <source>The options below, chosen one by one.</source>
        <translation>Les options ci-dessous, choisies une à une.</translation>
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
        <source>A reconstruction: the rules of the game explain it.</source>
        <translation>Une reconstitution&#xa0;: les règles du jeu l&apos;expliquent.</translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation>«&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
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
        <source>Wins</source>
        <translation>Gagne</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Rien à montrer</translation>
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
        <source>{winner} takes the {stake} unopposed</source>
        <translation>{winner} remporte la case {stake} sans adversaire</translation>
    </message>
    <message>
        <source>You take the {stake} unopposed</source>
        <translation>Vous remportez la case {stake} sans adversaire</translation>
    </message>
    <message>
        <source>The draw for the first deal: {dealer} deals</source>
        <translation>Tirage pour la première donne&#xa0;: {dealer} donne</translation>
    </message>
    <message>
        <source>The draw for the first deal: you deal</source>
        <translation>Tirage pour la première donne&#xa0;: vous donnez</translation>
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
        <source>As&amp;k before abandoning a match in progress</source>
        <translation>Demander avant d&apos;a&amp;bandonner une partie en cours</translation>
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
        <source>Before starting or opening a match, restarting a deal or quitting</source>
        <translation>Avant de commencer ou d&apos;ouvrir une partie, de recommencer une donne ou de quitter</translation>
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
    <name>Standing</name>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Stake {0}</source>
        <translation>Mise {0}</translation>
    </message>
    <message>
        <source>This deal: {0}</source>
        <translation>Cette donne&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>{0} &amp; {1}</source>
        <translation>{0} &amp; {1}</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <comment>short</comment>
        <translation>
            <numerusform>%n pt de pénalité</numerusform>
            <numerusform>%n pts de pénalité</numerusform>
        </translation>
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
    <name>Status</name>
    <message>
        <source>Pass the screen to {0}.</source>
        <translation>Passez l’écran à {0}.</translation>
    </message>
    <message>
        <source>The deal is over: press Enter or choose “Next deal” to deal again.</source>
        <translation>La donne est finie&#xa0;: appuyez sur Entrée ou choisissez «&#xa0;Donne suivante&#xa0;» pour redonner.</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>your turn, {0}</source>
        <translation>à vous, {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>c’est à {0}</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}&#xa0;: {1}.</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>The match is over: {winner} wins!</source>
        <translation>La partie est finie&#xa0;: {winner} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>The match is over: you win!</source>
        <translation>La partie est finie&#xa0;: vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>The match is over: {winners} win!</source>
        <translation>La partie est finie&#xa0;: {winners} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>The match is over: you and {others} win!</source>
        <translation>La partie est finie&#xa0;: vous et {others} gagnez&#xa0;!</translation>
    </message>
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
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message numerus="yes">
        <source>Tricks taken by {0}: %n</source>
        <translation>
            <numerusform>Levées remportées par {0}&#xa0;: %n</numerusform>
            <numerusform>Levées remportées par {0}&#xa0;: %n</numerusform>
        </translation>
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
        <source>you</source>
        <comment>inside a sentence</comment>
        <translation>vous</translation>
    </message>
    <message>
        <source>{0} · {1}</source>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message numerus="yes">
        <source>{0} puts away %n card(s).</source>
        <translation>
            <numerusform>{0} écarte %n carte.</numerusform>
            <numerusform>{0} écarte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>You score {points:signed}.</source>
        <translation>Vous marquez {points:signed}.</translation>
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
        <source>You deal first.</source>
        <translation>Vous donnez le premier.</translation>
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
        <source>You take {card} into hand.</source>
        <translation>Vous prenez {card} en main.</translation>
    </message>
    <message>
        <source>{seat} takes the deal on; {trumps} are trumps.</source>
        <translation>{seat} fait jouer&#xa0;; {trumps} est l&apos;atout.</translation>
    </message>
    <message>
        <source>You take the deal on; {trumps} are trumps.</source>
        <translation>Vous faites jouer&#xa0;; {trumps} est l&apos;atout.</translation>
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
        <source>You take {amount:jetons} from the {pool}.</source>
        <translation>Vous prenez {amount:jetons} sur la case «&#xa0;{pool}&#xa0;».</translation>
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
        <source>The play begins: you lead.</source>
        <translation>Le jeu commence&#xa0;: vous entamez.</translation>
    </message>
    <message>
        <source>{seat} leads again.</source>
        <translation>{seat} rejoue.</translation>
    </message>
    <message>
        <source>You lead again.</source>
        <translation>Vous rejouez.</translation>
    </message>
    <message>
        <source>{seat} has played every card.</source>
        <translation>{seat} a joué toutes ses cartes.</translation>
    </message>
    <message>
        <source>You have played every card.</source>
        <translation>Vous avez joué toutes vos cartes.</translation>
    </message>
    <message>
        <source>{seat} takes {amount:jetons} left on the board.</source>
        <translation>{seat} prend ce qui reste sur le tableau&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>You take {amount:jetons} left on the board.</source>
        <translation>Vous prenez ce qui reste sur le tableau&#xa0;: {amount:jetons}.</translation>
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
    <message>
        <source>{0}: “{1}”</source>
        <translation>{0}&#xa0;: «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>{seat} draws {card}</source>
        <translation>{seat} tire {card}</translation>
    </message>
    <message>
        <source>you draw {card}</source>
        <translation>vous tirez {card}</translation>
    </message>
    <message>
        <source>{seat} throws in {card} out of turn, {as_rank:as}.</source>
        <translation>{seat} jette {card} hors de son tour, {as_rank:as}.</translation>
    </message>
    <message>
        <source>You throw in {card} out of turn, {as_rank:as}.</source>
        <translation>Vous jetez {card} hors de votre tour, {as_rank:as}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} {as_rank:as}.</source>
        <translation>{seat} joue {card} {as_rank:as}.</translation>
    </message>
    <message>
        <source>You play {card} {as_rank:as}.</source>
        <translation>Vous jouez {card} {as_rank:as}.</translation>
    </message>
    <message>
        <source>{seat} follows on with {card}.</source>
        <translation>{seat} suit avec {card}.</translation>
    </message>
    <message>
        <source>You follow on with {card}.</source>
        <translation>Vous suivez avec {card}.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} joue {card}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Vous jouez {card}.</translation>
    </message>
    <message>
        <source>{winner} wins the trick.</source>
        <translation>{winner} fait la levée.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Vous faites la levée.</translation>
    </message>
    <message>
        <source>{seat} holds the best clique: “{clique}”.</source>
        <translation>{seat} a la meilleure clique&#xa0;: «&#xa0;{clique}&#xa0;».</translation>
    </message>
    <message>
        <source>You hold the best clique: “{clique}”.</source>
        <translation>Vous avez la meilleure clique&#xa0;: «&#xa0;{clique}&#xa0;».</translation>
    </message>
    <message>
        <source>{payer} owes {payee} {owed:jetons} {reason} but cannot pay.</source>
        <translation>{payer} doit {owed:jetons} à {payee} {reason}, mais ne peut payer.</translation>
    </message>
    <message>
        <source>You owe {payee} {owed:jetons} {reason} but cannot pay.</source>
        <translation>Vous devez {owed:jetons} à {payee} {reason}, mais ne pouvez payer.</translation>
    </message>
    <message>
        <source>{payer} owes you {owed:jetons} {reason} but cannot pay.</source>
        <translation>{payer} vous doit {owed:jetons} {reason}, mais ne peut payer.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount:jetons} of the {owed} owed {reason}.</source>
        <translation>{payer} paie à {payee} {amount:jetons} des {owed} dus {reason}.</translation>
    </message>
    <message>
        <source>You pay {payee} {amount:jetons} of the {owed} owed {reason}.</source>
        <translation>Vous payez à {payee} {amount:jetons} des {owed} dus {reason}.</translation>
    </message>
    <message>
        <source>{payer} pays you {amount:jetons} of the {owed} owed {reason}.</source>
        <translation>{payer} vous paie {amount:jetons} des {owed} dus {reason}.</translation>
    </message>
    <message>
        <source>{payer} pays {payee} {amount:jetons} {reason}.</source>
        <translation>{payer} paie {amount:jetons} à {payee} {reason}.</translation>
    </message>
    <message>
        <source>You pay {payee} {amount:jetons} {reason}.</source>
        <translation>Vous payez {amount:jetons} à {payee} {reason}.</translation>
    </message>
    <message>
        <source>{payer} pays you {amount:jetons} {reason}.</source>
        <translation>{payer} vous paie {amount:jetons} {reason}.</translation>
    </message>
    <message>
        <source>You take the {stake} unopposed and show {shown}.</source>
        <translation>Vous remportez «&#xa0;{stake}&#xa0;» sans adversaire et montrez {shown}.</translation>
    </message>
    <message>
        <source>Showdown for the {stake}: {shown}; you win.</source>
        <translation>Abattage pour «&#xa0;{stake}&#xa0;»&#xa0;: {shown}&#xa0;; vous gagnez.</translation>
    </message>
    <message>
        <source>{seat} shows nothing</source>
        <translation>{seat} ne montre rien</translation>
    </message>
    <message>
        <source>you show nothing</source>
        <translation>vous ne montrez rien</translation>
    </message>
    <message>
        <source>{seat} shows {shown}</source>
        <translation>{seat} montre {shown}</translation>
    </message>
    <message>
        <source>you show {shown}</source>
        <translation>vous montrez {shown}</translation>
    </message>
    <message>
        <source>The match is over: {winner} wins.</source>
        <translation>La partie est finie&#xa0;: {winner} gagne.</translation>
    </message>
    <message>
        <source>The match is over: you win.</source>
        <translation>La partie est finie&#xa0;: vous gagnez.</translation>
    </message>
    <message>
        <source>The match is over: {winners} win.</source>
        <translation>La partie est finie&#xa0;: {winners} gagnent.</translation>
    </message>
    <message>
        <source>The match is over: you and {others} win.</source>
        <translation>La partie est finie&#xa0;: vous et {others} gagnez.</translation>
    </message>
    <message numerus="yes">
        <source>You put away %n card(s).</source>
        <translation>
            <numerusform>Vous écartez %n carte.</numerusform>
            <numerusform>Vous écartez %n cartes.</numerusform>
        </translation>
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
        <source>Deal {number}: {dealer} deals.</source>
        <translation>Donne {number}&#xa0;: {dealer} distribue.</translation>
    </message>
    <message>
        <source>Deal {number}: you deal.</source>
        <translation>Donne {number}&#xa0;: vous distribuez.</translation>
    </message>
    <message>
        <source>End of deal {0}.</source>
        <translation>Fin du coup {0}.</translation>
    </message>
    <message>
        <source>The match is over: nobody wins.</source>
        <translation>La partie est finie&#xa0;: personne ne gagne.</translation>
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
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
</context>
<context>
    <name>histcards</name>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Players and the deal</source>
        <translation>Les joueurs et la donne</translation>
    </message>
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
        <source>Length of the match</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>Bidding and betting</source>
        <translation>Annonces et enchères</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Le jeu des cartes</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Les joueurs ordinateurs</translation>
    </message>
    <message>
        <source>Chips and payments</source>
        <translation>Jetons et paiements</translation>
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
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
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
        <source>The richest player at the end wins.</source>
        <translation>Le joueur le plus riche à la fin gagne.</translation>
    </message>
    <message>
        <source>Two for each player by default, so that everyone deals as often.</source>
        <translation>Deux par joueur d&apos;habitude, pour que chacun donne autant de fois.</translation>
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
        <source>The most a raise may add at once.</source>
        <translation>Le plus qu&apos;une relance peut ajouter d&apos;un coup.</translation>
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
        <source>Whether a claim must equal or beat the best one still standing.</source>
        <translation>Si une annonce doit égaler ou battre la meilleure encore en jeu.</translation>
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
        <source>Which sequence wins; by class, every quinte is equal whatever its length.</source>
        <translation>Quelle séquence l&apos;emporte&#xa0;; par classe, toutes les quintes se valent, quelle que soit leur longueur.</translation>
    </message>
    <message>
        <source>Uncontested winner paid only on proof</source>
        <translation>Gagnant sans rival payé sur preuve</translation>
    </message>
    <message>
        <source>A lone winner shows his hand and is paid for what he really holds.</source>
        <translation>Le gagnant sans rival montre son jeu et n&apos;est payé que pour ce qu&apos;il tient vraiment.</translation>
    </message>
    <message>
        <source>Table payments only without raises</source>
        <translation>Paiements du tableau seulement sans relance</translation>
    </message>
    <message>
        <source>After a raise, a sequence or tricon earns only its pool and the stakes.</source>
        <translation>Après une relance, une séquence ou un tricon ne rapporte que sa case et les mises.</translation>
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
        <source>When the next deal is played for double stakes.</source>
        <translation>Quand la donne suivante se joue pour des enjeux doublés.</translation>
    </message>
    <message>
        <source>Passed stakes and double deals</source>
        <translation>Chances passées et coups doubles</translation>
    </message>
    <message>
        <source>Bonus jeton in a double deal</source>
        <translation>Jeton de prime au coup double</translation>
    </message>
    <message>
        <source>Each stake&apos;s winner also receives a jeton from each player.</source>
        <translation>Le gagnant de chaque chance reçoit en plus un jeton de chaque joueur.</translation>
    </message>
    <message>
        <source>Double deals compound</source>
        <translation>Coups doubles cumulés</translation>
    </message>
    <message>
        <source>A double deal passed again makes the next one quadruple, and so on.</source>
        <translation>Un coup double passé à nouveau rend le suivant quadruple, et ainsi de suite.</translation>
    </message>
    <message>
        <source>Passed pools carry over</source>
        <translation>Les poules passées restent</translation>
    </message>
    <message>
        <source>A stake nobody won stays on the board; off, its antes go back.</source>
        <translation>Une chance que personne n&apos;a gagnée reste sur le tableau&#xa0;; sinon, ses mises reviennent aux joueurs.</translation>
    </message>
    <message>
        <source>Carte blanche shows the hand</source>
        <translation>Carte blanche montrée</translation>
    </message>
    <message>
        <source>A hand without a court card is shown to be paid; off, histcards checks it.</source>
        <translation>Une main sans figure se montre pour être payée&#xa0;; sinon, histcards la vérifie.</translation>
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
        <source>When carte blanche is paid.</source>
        <translation>Quand la carte blanche est payée.</translation>
    </message>
    <message>
        <source>Incidental hoc pays 1</source>
        <translation>Hoc incident payé 1</translation>
    </message>
    <message>
        <source>An incidental hoc earns a jeton from each opponent, like a principal hoc.</source>
        <translation>Un hoc incident rapporte un jeton de chaque adversaire, comme un hoc principal.</translation>
    </message>
    <message>
        <source>Hocs thrown in out of turn</source>
        <translation>Hocs joués hors tour</translation>
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
        <source>{claim}, up {amount}</source>
        <translation>{claim}, et {amount} de plus</translation>
    </message>
    <message>
        <source>You: “Hoc!”</source>
        <translation>Vous&#xa0;: «&#xa0;Hoc&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>You: “Without {rank}”.</source>
        <translation>Vous&#xa0;: «&#xa0;Sans {rank}&#xa0;».</translation>
    </message>
    <message>
        <source>You: “Carte blanche”.</source>
        <translation>Vous&#xa0;: «&#xa0;Carte blanche&#xa0;».</translation>
    </message>
    <message>
        <source>You: “Carte blanche”, showing {cards}.</source>
        <translation>Vous&#xa0;: «&#xa0;Carte blanche&#xa0;», en montrant {cards}.</translation>
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
        <source>You win the {pool}: {amount:jetons}.</source>
        <translation>Vous gagnez la poule «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>The {pool} is shared out at the end: you take {amount:jetons}.</source>
        <translation>La poule «&#xa0;{pool}&#xa0;» est partagée à la fin&#xa0;: vous prenez {amount:jetons}.</translation>
    </message>
    <message>
        <source>You lead again.</source>
        <translation>Vous rejouez.</translation>
    </message>
    <message>
        <source>A principal hoc ends the run: its player starts a new one with any card.</source>
        <translation>Un hoc principal met fin à la suite&#xa0;: son joueur en commence une nouvelle avec la carte de son choix.</translation>
    </message>
    <message>
        <source>Everyone said “without”, so the run came back to its last player, who starts a new one; nobody pays.</source>
        <translation>Tout le monde a dit «&#xa0;sans&#xa0;», la suite est donc revenue à son dernier joueur, qui en commence une nouvelle&#xa0;; personne ne paie.</translation>
    </message>
    <message>
        <source>No {need} to play: incidental hoc, you lead again.</source>
        <translation>Personne pour le {need}&#xa0;: hoc incident, vous rejouez.</translation>
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
        <source>You are out first and win the hand</source>
        <translation>Vous avez tout joué le premier et gagnez la main</translation>
    </message>
    <message>
        <source>100 jetons each, two deals for each player.</source>
        <translation>100 jetons chacun, deux donnes par joueur.</translation>
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
        <source>When off, a sequence may mix suits.</source>
        <translation>Décoché, une séquence peut mêler les couleurs.</translation>
    </message>
    <message>
        <source>A player holding a principal hoc may throw it in for the rank needed, out of turn.</source>
        <translation>Qui tient un hoc principal peut le jeter hors de son tour pour le rang demandé.</translation>
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
        <source>Turn up a trump; then one player, the Man, must take more tricks alone than each of the others.</source>
        <translation>Retournez l&apos;atout&#xa0;; puis un joueur, l&apos;Homme, doit faire à lui seul plus de levées que chacun des autres.</translation>
    </message>
    <message>
        <source>Choosing the Man</source>
        <translation>Le choix de l&apos;Homme</translation>
    </message>
    <message>
        <source>Stop after this many deals: the highest score wins.</source>
        <translation>Arrêter après ce nombre de coups&#xa0;: le plus haut total gagne.</translation>
    </message>
    <message>
        <source>How the five cards are dealt; it changes nothing in the game.</source>
        <translation>Comment se donnent les cinq cartes&#xa0;; cela ne change rien au jeu.</translation>
    </message>
    <message>
        <source>Whether you are offered to show that King, or it is shown for you.</source>
        <translation>Si l&apos;on vous propose de montrer ce roi, ou s&apos;il est montré pour vous.</translation>
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
        <source>What each player puts into the pot before a deal.</source>
        <translation>Ce que chacun met dans la poule avant une donne.</translation>
    </message>
    <message>
        <source>Chips each at the start</source>
        <translation>Jetons de chacun au départ</translation>
    </message>
    <message>
        <source>The chips each player has to ante with.</source>
        <translation>Les jetons dont chacun dispose pour ses mises.</translation>
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
        <source>You show {card}.</source>
        <translation>Vous montrez {card}.</translation>
    </message>
    <message>
        <source>{seat} shows the King of the turned suit</source>
        <translation>{seat} montre le roi de la couleur retournée</translation>
    </message>
    <message>
        <source>You show the King of the turned suit</source>
        <translation>Vous montrez le roi de la couleur retournée</translation>
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
        <source>You turn up {card}.</source>
        <translation>Vous retournez {card}.</translation>
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
        <source>You turn up {card} (réjouissance {index}).</source>
        <translation>Vous retournez {card} (réjouissance {index}).</translation>
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
        <source>You are the Man; {trumps} are trumps.</source>
        <translation>Vous êtes l&apos;Homme&#xa0;; {trumps} est l&apos;atout.</translation>
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
        <source>You score {points:points} for turning up {card}.</source>
        <translation>Vous marquez {points:points} pour avoir retourné {card}.</translation>
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
        <source>You score {points:points} for showing {card}.</source>
        <translation>Vous marquez {points:points} pour avoir montré {card}.</translation>
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
        <source>You capture {card} and its point.</source>
        <translation>Vous prenez {card} et son point.</translation>
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
        <source>You lose the point of {card}.</source>
        <translation>Vous perdez le point de {card}.</translation>
    </message>
    <message>
        <source>Won as the Man</source>
        <translation>Gagné en Homme</translation>
    </message>
    <message>
        <source>You, the Man, win the deal: {points:points}.</source>
        <translation>Vous, l&apos;Homme, gagnez le coup&#xa0;: {points:points}.</translation>
    </message>
    <message>
        <source>Beaten as the Man</source>
        <translation>Battu en Homme</translation>
    </message>
    <message>
        <source>You, the Man, are beaten: {points:points}.</source>
        <translation>Vous, l&apos;Homme, êtes battu&#xa0;: {points:points}.</translation>
    </message>
    <message>
        <source>Beat the Man</source>
        <translation>A battu l&apos;Homme</translation>
    </message>
    <message>
        <source>You score {points:points}: the Man is beaten.</source>
        <translation>Vous marquez {points:points}&#xa0;: l&apos;Homme est battu.</translation>
    </message>
    <message>
        <source>The Man wins</source>
        <translation>L&apos;Homme gagne</translation>
    </message>
    <message>
        <source>The deal is abandoned</source>
        <translation>La donne est abandonnée</translation>
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
        <source>You take the pot: {amount:jetons}.</source>
        <translation>Vous raflez la poule&#xa0;: {amount:jetons}.</translation>
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
        <source>You take {amount:jetons} left in the pot.</source>
        <translation>Vous prenez ce qui reste dans la poule&#xa0;: {amount:jetons}.</translation>
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
        <source>Version of the rules</source>
        <translation>Version des règles</translation>
    </message>
    <message>
        <source>The rules of a period: choosing them sets the options below, which may then be changed one by one.</source>
        <translation>Les règles d&apos;une époque&#xa0;: les choisir règle les options ci-dessous, qu&apos;on peut ensuite changer une à une.</translation>
    </message>
    <message>
        <source>Five or six players may play with a longer pack.</source>
        <translation>À cinq ou six, on peut jouer avec un jeu plus long.</translation>
    </message>
    <message>
        <source>All the cards, the last one turned up; or five each, one card turned up and the rest unused.</source>
        <translation>Toutes les cartes, la dernière retournée&#xa0;; ou cinq chacun, une carte retournée et le reste inutilisé.</translation>
    </message>
    <message>
        <source>The turned card joins the hand of the player who would have received it next.</source>
        <translation>La retourne va dans la main du joueur qui l&apos;aurait reçue ensuite.</translation>
    </message>
    <message>
        <source>The honours, the marriage, the sequence, Poch, and the centre.</source>
        <translation>Les honneurs, le mariage, la séquence, le Poque et le centre.</translation>
    </message>
    <message>
        <source>The pools of the board</source>
        <translation>Les cases du tableau</translation>
    </message>
    <message>
        <source>Whether the antes go into the Poch pool too.</source>
        <translation>Si les mises vont aussi dans la case du Poque.</translation>
    </message>
    <message>
        <source>When the holders of the honours of the pay suit take their pools.</source>
        <translation>Quand les détenteurs des honneurs de la couleur de la retourne prennent leurs cases.</translation>
    </message>
    <message>
        <source>When the turned card is an honour, the dealer takes its pool; otherwise the pool waits for the next deal.</source>
        <translation>Quand la retourne est un honneur, le donneur prend sa case&#xa0;; sinon la case attend la donne suivante.</translation>
    </message>
    <message>
        <source>What takes the sequence pool.</source>
        <translation>Ce qui prend la case de la séquence.</translation>
    </message>
    <message>
        <source>The Ten pool goes to the holder of both the Ten and the Nine of the pay suit.</source>
        <translation>La case du dix va à qui tient à la fois le dix et le neuf de la couleur de la retourne.</translation>
    </message>
    <message>
        <source>Only a player holding a pair or better may bet.</source>
        <translation>Seul un joueur qui tient une paire ou mieux peut pocher.</translation>
    </message>
    <message>
        <source>Which of two sets of the same rank wins the betting.</source>
        <translation>Lequel de deux jeux de même rang gagne le poque.</translation>
    </message>
    <message>
        <source>A player who wins the betting unopposed shows his cards.</source>
        <translation>Qui gagne le poque sans adversaire montre ses cartes.</translation>
    </message>
    <message>
        <source>How often a bet may be raised.</source>
        <translation>Combien de fois une mise peut être relancée.</translation>
    </message>
    <message>
        <source>A player who passed before the first bet may still come in after it.</source>
        <translation>Qui a passé avant la première mise peut encore entrer après elle.</translation>
    </message>
    <message>
        <source>The largest bet or raise allowed.</source>
        <translation>La plus forte mise ou relance permise.</translation>
    </message>
    <message>
        <source>A player short of chips may stake all he has; otherwise he must fold.</source>
        <translation>Un joueur à court de jetons peut miser tout ce qu&apos;il a&#xa0;; sinon il doit se retirer.</translation>
    </message>
    <message>
        <source>The last stage is a count to 31 instead of runs in suit.</source>
        <translation>La dernière phase se joue en comptant jusqu&apos;à 31 au lieu des suites dans la couleur.</translation>
    </message>
    <message>
        <source>What each other player pays the player who ends a run.</source>
        <translation>Ce que chacun des autres paie au joueur qui arrête une suite.</translation>
    </message>
    <message>
        <source>What the cards left in hand cost when someone goes out.</source>
        <translation>Ce que coûtent les cartes restées en main quand quelqu&apos;un a fini.</translation>
    </message>
    <message>
        <source>The player left with the most cards also pays each of the others.</source>
        <translation>Qui garde le plus de cartes paie en plus chacun des autres.</translation>
    </message>
    <message>
        <source>When several players are left with the most cards.</source>
        <translation>Quand plusieurs joueurs gardent le plus de cartes.</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Jetons au départ</translation>
    </message>
    <message>
        <source>The jetons each player starts with.</source>
        <translation>Les jetons de chacun au départ.</translation>
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
        <source>The most chips at the end wins.</source>
        <translation>Qui a le plus de jetons à la fin gagne.</translation>
    </message>
    <message>
        <source>Rounds (each player deals once per round)</source>
        <translation>Tours (chacun donne une fois par tour)</translation>
    </message>
    <message>
        <source>How many times the deal goes round the table.</source>
        <translation>Combien de fois la donne fait le tour de la table.</translation>
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
        <source>The pay card is {card}; it goes to you.</source>
        <translation>La carte payante est {card}&#xa0;; elle vous revient.</translation>
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
        <source>You hold the {pool}: {amount:jetons}.</source>
        <translation>Vous gagnez la case «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>The {pool} goes to the dealer, {seat}, for the turned card: {amount:jetons}.</source>
        <translation>La case «&#xa0;{pool}&#xa0;» va au donneur, {seat}, pour la carte retournée&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>The {pool} goes to you, the dealer, for the turned card: {amount:jetons}.</source>
        <translation>La case «&#xa0;{pool}&#xa0;» vous revient, à vous le donneur, pour la carte retournée&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>{seat} takes the Poch: {amount:jetons}.</source>
        <translation>{seat} prend le poque&#xa0;: {amount:jetons}.</translation>
    </message>
    <message>
        <source>You take the Poch: {amount:jetons}.</source>
        <translation>Vous prenez le poque&#xa0;: {amount:jetons}.</translation>
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
        <source>You, first out, take the {pool}: {amount:jetons}.</source>
        <translation>Vous, le premier sorti, prenez la case «&#xa0;{pool}&#xa0;»&#xa0;: {amount:jetons}.</translation>
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
        <source>The run stops at {card}; you lead again.</source>
        <translation>La suite s&apos;arrête sur {card}&#xa0;; vous rejouez.</translation>
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
        <source>You close the count at {count} and lead again.</source>
        <translation>Vous fermez le compte à {count} et rejouez.</translation>
    </message>
    <message>
        <source>Nobody holds the next card up in that suit, so the run stops and its last player leads.</source>
        <translation>Personne n&apos;a la carte suivante dans cette couleur&#xa0;: la suite s&apos;arrête et son dernier joueur rejoue.</translation>
    </message>
    <message>
        <source>Nobody could add a card without passing 31.</source>
        <translation>Personne ne pouvait ajouter de carte sans dépasser 31.</translation>
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
        <source>You are out first</source>
        <translation>Vous avez tout joué le premier</translation>
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
        <source>Poque</source>
        <translation>Poque</translation>
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
        <translation>Le Poque de 1789</translation>
    </message>
    <message>
        <source>The French game of 1789: six pools, five cards each, the honours paid after the betting.</source>
        <translation>Le jeu français de 1789&#xa0;: six cases, cinq cartes chacun, les honneurs payés après le poque.</translation>
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
        <source>Game played</source>
        <translation>Jeu joué</translation>
    </message>
    <message>
        <source>Polignac, or one of two related games played with the same cards.</source>
        <translation>Le Polignac, ou l&apos;un de deux jeux voisins qui se jouent avec les mêmes cartes.</translation>
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
        <source>Stop a failed capot at once</source>
        <translation>Arrêter un capot manqué</translation>
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
        <source>Who deals the first deal; then the deal passes round the table.</source>
        <translation>Qui fait la première donne&#xa0;; ensuite la donne passe autour de la table.</translation>
    </message>
    <message>
        <source>After a number of deals, the lowest total wins.</source>
        <translation>Après un nombre de donnes, le plus petit total gagne.</translation>
    </message>
    <message>
        <source>A promise to win every trick: made, it costs each other player 5; a general that fails costs nothing extra.</source>
        <translation>La promesse de faire toutes les levées&#xa0;: réussie, elle coûte 5 à chacun des autres&#xa0;; une générale manquée ne coûte rien de plus.</translation>
    </message>
    <message>
        <source>The deal ends when the capot player loses a trick; the score is the same.</source>
        <translation>La donne s&apos;arrête dès que le joueur du capot perd une levée&#xa0;; les points restent les mêmes.</translation>
    </message>
    <message>
        <source>Which cards cost penalty points, and which card is highest.</source>
        <translation>Quelles cartes coûtent des points de pénalité, et quelle carte est la plus forte.</translation>
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
        <source>You announce a capot: every trick.</source>
        <translation>Vous annoncez capot&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>{seat} announces a general: every trick.</source>
        <translation>{seat} annonce la générale&#xa0;: toutes les levées.</translation>
    </message>
    <message>
        <source>You announce a general: every trick.</source>
        <translation>Vous annoncez la générale&#xa0;: toutes les levées.</translation>
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
        <source>You win the trick ({points:score}).</source>
        <translation>Vous faites la levée ({points:score}).</translation>
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
        <source>You take {points:penalty}.</source>
        <translation>Vous prenez {points:penalty}.</translation>
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
        <source>You take {points:penalty}: the capot is made.</source>
        <translation>Vous prenez {points:penalty}&#xa0;: le capot est réussi.</translation>
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
        <source>You take {points:penalty}: the capot fails.</source>
        <translation>Vous prenez {points:penalty}&#xa0;: le capot échoue.</translation>
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
        <source>You take {points:penalty}: the general is made.</source>
        <translation>Vous prenez {points:penalty}&#xa0;: la générale est réussie.</translation>
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
        <source>You score {points:points} for tricks.</source>
        <translation>Vous marquez {points:points} pour vos levées.</translation>
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
        <source>You score {points:points} for Knaves.</source>
        <translation>Vous marquez {points:points} pour les valets.</translation>
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
        <source>You take {points:penalty} for the first trick.</source>
        <translation>Vous prenez {points:penalty} pour la première levée.</translation>
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
        <source>You take {points:penalty} for the last trick.</source>
        <translation>Vous prenez {points:penalty} pour la dernière levée.</translation>
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
        <source>You take {points:penalty} for the Queen of clubs.</source>
        <translation>Vous prenez {points:penalty} pour la dame de trèfle.</translation>
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
        <source>You take {points:penalty} more for taking all three.</source>
        <translation>Vous prenez {points:penalty} de plus pour avoir pris les trois.</translation>
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
        <source>The capot bid; the match ends when someone reaches 20 penalty points.</source>
        <translation>Avec le capot&#xa0;; la partie s&apos;arrête quand quelqu&apos;un atteint 20 points de pénalité.</translation>
    </message>
    <message>
        <source>The match ends when someone reaches 10 penalty points.</source>
        <translation>La partie s&apos;arrête quand quelqu&apos;un atteint 10 points de pénalité.</translation>
    </message>
    <message>
        <source>Short match</source>
        <translation>Partie courte</translation>
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
        <source>How the eight cards are dealt; it changes nothing in the game.</source>
        <translation>Comment se donnent les huit cartes&#xa0;; cela ne change rien au jeu.</translation>
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
        <source>What each clique scores. The old books give only four Kings = 40.</source>
        <translation>Ce que marque chaque clique. Les livres anciens ne donnent que quatre rois = 40.</translation>
    </message>
    <message>
        <source>Only how the computers play: whether they announce a clique that cannot win.</source>
        <translation>Seulement le jeu des ordinateurs&#xa0;: s&apos;ils annoncent une clique qui ne peut pas gagner.</translation>
    </message>
    <message>
        <source>You announce a clique: “{size:cardinal}”.</source>
        <translation>Vous annoncez une clique&#xa0;: «&#xa0;{size:cardinal}&#xa0;».</translation>
    </message>
    <message>
        <source>You name the clique: “{size:cardinal} {rank:plural}”.</source>
        <translation>Vous nommez la clique&#xa0;: «&#xa0;{size:cardinal} {rank:plural}&#xa0;».</translation>
    </message>
    <message>
        <source>You win the trick ({points:points}).</source>
        <translation>Vous faites la levée ({points:points}).</translation>
    </message>
    <message>
        <source>You and your partner score {points:points} in tricks.</source>
        <translation>Votre partenaire et vous marquez {points:points} dans vos levées.</translation>
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
        <source>You and your partner score {points:points} for the clique.</source>
        <translation>Votre partenaire et vous marquez {points:points} pour la clique.</translation>
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
