### What the shelf and the library say of Abalone, in French.

abalone-blurb = Poussez six billes adverses hors du plateau hexagonal. Deux joueurs, trois, ou quatre en deux équipes.
abalone-robot-time-note = Le robot fort réfléchit tout ce temps : plus il est long, plus il voit loin. Les robots facile et moyen regardent un nombre fixe de coups à l’avance.

## Why the rules refuse a move.

abalone-rule-game-over = la partie est terminée
abalone-rule-no-marble = il n’y a pas de bille en { $cell }
abalone-rule-not-your-marble = la bille en { $cell } n’est pas à vous
abalone-rule-partner-trails = la bille en { $cell } appartient à votre partenaire : la bille arrière doit être à vous
abalone-rule-no-marble-of-yours = au moins une des billes doit être à vous
abalone-rule-cannot-push-partner = vous ne pouvez pas pousser votre partenaire
abalone-rule-not-a-line = les billes doivent être 2 ou 3 en ligne droite
abalone-rule-too-many-marbles = trois billes au plus se déplacent
abalone-rule-off-the-board = vos propres billes ne peuvent pas quitter le plateau
abalone-rule-own-marble-in-the-way = une de vos billes barre le passage
abalone-rule-single-marble-cannot-push = une bille seule ne peut pas pousser
# Equal forces are a pac, the French rules' word for a push that cannot happen.
abalone-rule-no-sumito = { $equal ->
        [yes] { $pushers } contre { $defenders } est un pac, pas un sumito
       *[no] { $pushers } contre { $defenders } n’est pas un sumito
    }
abalone-rule-own-marble-blocks-push = une de vos billes bloque la poussée
abalone-rule-side-step-cannot-push = un mouvement latéral ne peut pas pousser
abalone-rule-not-a-side-step = un mouvement latéral se fait en travers de la ligne, pas dans son axe
