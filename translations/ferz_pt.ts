<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AccessibleBoard</name>
    <message>
        <source>Chessboard</source>
        <translation>Tabuleiro de xadrez</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Enter picks up and puts down, Esc leaves.</source>
        <translation>As setas movem o cursor, Enter pega e solta a peça, Esc sai.</translation>
    </message>
    <message>
        <source>Ctrl+B moves the pieces with the keyboard.</source>
        <translation>Ctrl+B move as peças pelo teclado.</translation>
    </message>
    <message>
        <source>%1, promotion choice</source>
        <translation>%1, escolha da promoção</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>levantada</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>último lance</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>em xeque</translation>
    </message>
    <message>
        <source>legal move</source>
        <translation>lance legal</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Tabuleiro para montar</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; a letter of FEN puts a piece there (K Q R B N P white, k q r b n p black); Delete or Space empties the square.</source>
        <translation>As setas movem o cursor; uma letra de FEN põe ali uma peça (K Q R B N P brancas, k q r b n p pretas); Delete ou Espaço esvazia a casa.</translation>
    </message>
</context>
<context>
    <name>AnnotationCommands</name>
    <message>
        <source>Add Move</source>
        <translation>Adicionar lance</translation>
    </message>
    <message>
        <source>Add Main Line</source>
        <translation>Adicionar linha principal</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Adicionar variante</translation>
    </message>
    <message>
        <source>Edit Headers</source>
        <translation>Editar cabeçalhos</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar com o motor</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings cannot be saved to %1: %2. Those in use stay until Ferz closes.</source>
        <translation>Não é possível guardar as configurações em %1: %2. As que estão em uso valem até o Ferz fechar.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The autosaved game could not be read (%1); the file was set aside as %2.</source>
        <translation>Não foi possível ler a partida salva automaticamente (%1); o arquivo foi separado como %2.</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>não é um arquivo</translation>
    </message>
    <message>
        <source>it is larger than any autosaved game</source>
        <translation>é maior do que qualquer partida salva automaticamente</translation>
    </message>
</context>
<context>
    <name>AutosaveRecord</name>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON inválido no byte %1: %2</translation>
    </message>
    <message>
        <source>not a Ferz autosave record</source>
        <translation>não é um salvamento automático do Ferz</translation>
    </message>
    <message>
        <source>written by another version of Ferz (record version %1)</source>
        <translation>gravado por outra versão do Ferz (versão do registro %1)</translation>
    </message>
    <message>
        <source>its kind &quot;%1&quot; is neither a game being played nor an edited game</source>
        <translation>seu tipo &quot;%1&quot; não é nem uma partida em andamento nem uma partida editada</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>não contém nenhuma partida</translation>
    </message>
    <message>
        <source>the time of a clock is missing</source>
        <translation>falta o tempo de um dos relógios</translation>
    </message>
    <message>
        <source>its time control &quot;%1&quot; cannot be read</source>
        <translation>não é possível ler seu controle de tempo &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>não é possível ler sua partida: %1</translation>
    </message>
    <message>
        <source>the engine playing White is not named</source>
        <translation>o motor que joga de brancas não está indicado</translation>
    </message>
    <message>
        <source>the engine playing Black is not named</source>
        <translation>o motor que joga de pretas não está indicado</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <source>How the rook moves</source>
        <extracomment>01-rook.json: the stage&apos;s title</extracomment>
        <translation>Como a torre se move</translation>
    </message>
    <message>
        <source>The rook moves along its file or its rank, as many squares as it likes, but it cannot jump over other pieces.</source>
        <extracomment>01-rook.json: the stage&apos;s introduction</extracomment>
        <translation>A torre anda pela sua coluna ou pela sua fileira, quantas casas quiser, mas não pode pular por cima de outras peças.</translation>
    </message>
    <message>
        <source>Collect every star with the rook.</source>
        <extracomment>01-rook.json: what the stage&apos;s levels ask</extracomment>
        <translation>Colete todas as estrelas com a torre.</translation>
    </message>
    <message>
        <source>The rook goes straight up its file.</source>
        <extracomment>01-rook.json, level 1: the hint</extracomment>
        <translation>A torre sobe reto pela sua coluna.</translation>
    </message>
    <message>
        <source>Your own pawn stands on the file. The rook cannot jump over it: go round.</source>
        <extracomment>01-rook.json, level 4: what the level asks</extracomment>
        <translation>O seu próprio peão está na coluna. A torre não pode pular por cima dele: dê a volta.</translation>
    </message>
    <message>
        <source>First step aside onto another file.</source>
        <extracomment>01-rook.json, level 4: the hint</extracomment>
        <translation>Primeiro desvie para outra coluna.</translation>
    </message>
    <message>
        <source>How the bishop moves</source>
        <extracomment>02-bishop.json: the stage&apos;s title</extracomment>
        <translation>Como o bispo se move</translation>
    </message>
    <message>
        <source>The bishop moves along the diagonals, as many squares as it likes, without jumping. It always stays on squares of one colour.</source>
        <extracomment>02-bishop.json: the stage&apos;s introduction</extracomment>
        <translation>O bispo anda pelas diagonais, quantas casas quiser, sem pular. Ele fica sempre em casas de uma só cor.</translation>
    </message>
    <message>
        <source>Collect every star with the bishop.</source>
        <extracomment>02-bishop.json: what the stage&apos;s levels ask</extracomment>
        <translation>Colete todas as estrelas com o bispo.</translation>
    </message>
    <message>
        <source>Follow the diagonal up and to the right.</source>
        <extracomment>02-bishop.json, level 1: the hint</extracomment>
        <translation>Siga a diagonal para cima e para a direita.</translation>
    </message>
    <message>
        <source>Your pawns shut the bishop in: move one of them out of the way first.</source>
        <extracomment>02-bishop.json, level 4: what the level asks</extracomment>
        <translation>Os seus peões prendem o bispo: primeiro tire um deles do caminho.</translation>
    </message>
    <message>
        <source>Push the pawn on d2: the diagonal from c1 opens.</source>
        <extracomment>02-bishop.json, level 4: the hint</extracomment>
        <translation>Avance o peão de d2: a diagonal a partir de c1 se abre.</translation>
    </message>
    <message>
        <source>One bishop runs on the light squares, the other on the dark ones: each star belongs to one of them.</source>
        <extracomment>02-bishop.json, level 5: what the level asks</extracomment>
        <translation>Um bispo anda pelas casas claras e o outro pelas escuras: cada estrela é de um deles.</translation>
    </message>
    <message>
        <source>How the queen moves</source>
        <extracomment>03-queen.json: the stage&apos;s title</extracomment>
        <translation>Como a dama se move</translation>
    </message>
    <message>
        <source>The queen moves like a rook and like a bishop together: along files, ranks and diagonals, as far as she likes, without jumping.</source>
        <extracomment>03-queen.json: the stage&apos;s introduction</extracomment>
        <translation>A dama anda como a torre e o bispo juntos: por colunas, fileiras e diagonais, até onde quiser, sem pular.</translation>
    </message>
    <message>
        <source>Collect every star with the queen.</source>
        <extracomment>03-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Colete todas as estrelas com a dama.</translation>
    </message>
    <message>
        <source>Pawns surround the queen on three sides. She cannot jump over them.</source>
        <extracomment>03-queen.json, level 4: what the level asks</extracomment>
        <translation>Os peões cercam a dama por três lados. Ela não pode pular por cima deles.</translation>
    </message>
    <message>
        <source>How the king moves</source>
        <extracomment>04-king.json: the stage&apos;s title</extracomment>
        <translation>Como o rei se move</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. He may never step onto a square the enemy attacks, so the two kings never stand side by side.</source>
        <extracomment>04-king.json: the stage&apos;s introduction</extracomment>
        <translation>O rei anda uma casa em qualquer direção. Ele nunca pode ir para uma casa atacada pelo adversário, por isso os dois reis nunca ficam lado a lado.</translation>
    </message>
    <message>
        <source>Collect every star with the king.</source>
        <extracomment>04-king.json: what the stage&apos;s levels ask</extracomment>
        <translation>Colete todas as estrelas com o rei.</translation>
    </message>
    <message>
        <source>One square at a time, straight up the file.</source>
        <extracomment>04-king.json, level 2: the hint</extracomment>
        <translation>Uma casa de cada vez, reto pela coluna.</translation>
    </message>
    <message>
        <source>A diagonal step covers as much ground as a straight one.</source>
        <extracomment>04-king.json, level 4: what the level asks</extracomment>
        <translation>Um passo na diagonal avança tanto quanto um reto.</translation>
    </message>
    <message>
        <source>The black king stands in the way, and the two kings may never stand next to each other: go round him.</source>
        <extracomment>04-king.json, level 5: what the level asks</extracomment>
        <translation>O rei preto está no caminho, e os dois reis nunca podem ficar lado a lado: dê a volta nele.</translation>
    </message>
    <message>
        <source>How the knight moves</source>
        <extracomment>05-knight.json: the stage&apos;s title</extracomment>
        <translation>Como o cavalo se move</translation>
    </message>
    <message>
        <source>The knight jumps in the shape of an L: two squares along a file or rank, then one square to the side. It is the only piece that jumps over others.</source>
        <extracomment>05-knight.json: the stage&apos;s introduction</extracomment>
        <translation>O cavalo pula em forma de L: duas casas por uma coluna ou fileira e depois uma para o lado. É a única peça que pula por cima das outras.</translation>
    </message>
    <message>
        <source>Collect every star with the knight.</source>
        <extracomment>05-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Colete todas as estrelas com o cavalo.</translation>
    </message>
    <message>
        <source>Two squares up, one to the right.</source>
        <extracomment>05-knight.json, level 1: the hint</extracomment>
        <translation>Duas casas para cima, uma para a direita.</translation>
    </message>
    <message>
        <source>The star lies right next to the knight, yet a knight never moves just one square.</source>
        <extracomment>05-knight.json, level 5: what the level asks</extracomment>
        <translation>A estrela está bem ao lado do cavalo, mas um cavalo nunca anda uma casa só.</translation>
    </message>
    <message>
        <source>Your own pawns surround the knight. That does not stop a knight.</source>
        <extracomment>05-knight.json, level 6: what the level asks</extracomment>
        <translation>Os seus próprios peões cercam o cavalo. Isso não detém um cavalo.</translation>
    </message>
    <message>
        <source>How the pawn moves</source>
        <extracomment>06-pawn.json: the stage&apos;s title</extracomment>
        <translation>Como o peão se move</translation>
    </message>
    <message>
        <source>A pawn moves straight forward, one square, or two from its starting square, and only onto an empty square. It captures one square diagonally forward.</source>
        <extracomment>06-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>O peão avança reto uma casa, ou duas a partir da casa inicial, e só para uma casa vazia. Ele captura uma casa na diagonal para a frente.</translation>
    </message>
    <message>
        <source>Collect the star with the pawn.</source>
        <extracomment>06-pawn.json, level 1: what the level asks</extracomment>
        <translation>Colete a estrela com o peão.</translation>
    </message>
    <message>
        <source>From its starting square a pawn may advance two squares at once.</source>
        <extracomment>06-pawn.json, level 1: the hint</extracomment>
        <translation>Da casa inicial um peão pode avançar duas casas de uma vez.</translation>
    </message>
    <message>
        <source>Capture a black piece with the pawn.</source>
        <extracomment>06-pawn.json, level 3: what the level asks</extracomment>
        <translation>Capture uma peça preta com o peão.</translation>
    </message>
    <message>
        <source>A pawn captures one square diagonally forward.</source>
        <extracomment>06-pawn.json, level 3: the hint</extracomment>
        <translation>Um peão captura uma casa na diagonal para a frente.</translation>
    </message>
    <message>
        <source>The two pawns stand face to face.</source>
        <extracomment>06-pawn.json, level 4: what the level asks</extracomment>
        <translation>Os dois peões estão frente a frente.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>07-capture.json: the stage&apos;s title</extracomment>
        <translation>Capturar</translation>
    </message>
    <message>
        <source>A piece that moves onto a square held by an enemy piece captures it: the enemy piece leaves the board. Here the black pieces stand still.</source>
        <extracomment>07-capture.json: the stage&apos;s introduction</extracomment>
        <translation>Uma peça que vai para uma casa ocupada por uma peça adversária a captura: a peça adversária sai do tabuleiro. Aqui as peças pretas ficam paradas.</translation>
    </message>
    <message>
        <source>Capture every black piece marked with a star.</source>
        <extracomment>07-capture.json: what the stage&apos;s levels ask</extracomment>
        <translation>Capture todas as peças pretas marcadas com uma estrela.</translation>
    </message>
    <message>
        <source>You have a rook and a bishop: use both.</source>
        <extracomment>07-capture.json, level 5: what the level asks</extracomment>
        <translation>Você tem uma torre e um bispo: use os dois.</translation>
    </message>
    <message>
        <source>The names of the squares</source>
        <extracomment>08-squares.json: the stage&apos;s title</extracomment>
        <translation>Os nomes das casas</translation>
    </message>
    <message>
        <source>Every square is named by its file, a to h from White&apos;s left, and its rank, 1 to 8 from White&apos;s side: e4, a8, h1. Notation is built on these names.</source>
        <extracomment>08-squares.json: the stage&apos;s introduction</extracomment>
        <translation>Cada casa é nomeada pela coluna, de a a h a partir da esquerda das brancas, e pela fileira, de 1 a 8 a partir do lado das brancas: e4, a8, h1. A notação se baseia nesses nomes.</translation>
    </message>
    <message>
        <source>Now the board is seen from Black&apos;s side: a1 is at the top right.</source>
        <extracomment>08-squares.json, level 5: what the level asks</extracomment>
        <translation>Agora o tabuleiro é visto do lado das pretas: a1 fica no alto à direita.</translation>
    </message>
    <message>
        <source>Giving check</source>
        <extracomment>09-check.json: the stage&apos;s title</extracomment>
        <translation>Dar xeque</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece attacks his square. The player in check must get out of it at once.</source>
        <extracomment>09-check.json: the stage&apos;s introduction</extracomment>
        <translation>Um rei está em xeque quando uma peça adversária ataca a sua casa. O jogador em xeque deve sair dele imediatamente.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <extracomment>09-check.json, level 1: what the level asks</extracomment>
        <translation>Dê xeque com a torre.</translation>
    </message>
    <message>
        <source>The rook attacks the whole rank it stands on.</source>
        <extracomment>09-check.json, level 1: the hint</extracomment>
        <translation>A torre ataca toda a fileira em que está.</translation>
    </message>
    <message>
        <source>Give check with the knight.</source>
        <extracomment>09-check.json, level 2: what the level asks</extracomment>
        <translation>Dê xeque com o cavalo.</translation>
    </message>
    <message>
        <source>Give check with the bishop.</source>
        <extracomment>09-check.json, level 3: what the level asks</extracomment>
        <translation>Dê xeque com o bispo.</translation>
    </message>
    <message>
        <source>Look for a diagonal that leads to the king.</source>
        <extracomment>09-check.json, level 3: the hint</extracomment>
        <translation>Procure uma diagonal que leve ao rei.</translation>
    </message>
    <message>
        <source>Give check with the pawn.</source>
        <extracomment>09-check.json, level 4: what the level asks</extracomment>
        <translation>Dê xeque com o peão.</translation>
    </message>
    <message>
        <source>The knight stands between your rook and the black king, and any knight move opens the file: a discovered check. Give check.</source>
        <extracomment>09-check.json, level 5: what the level asks</extracomment>
        <translation>O cavalo está entre a sua torre e o rei preto, e qualquer lance do cavalo abre a coluna: um xeque descoberto. Dê xeque.</translation>
    </message>
    <message>
        <source>Give a double check: the knight and the rook attack the king at the same time.</source>
        <extracomment>09-check.json, level 6: what the level asks</extracomment>
        <translation>Dê xeque duplo: o cavalo e a torre atacam o rei ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Getting out of check</source>
        <extracomment>10-escape.json: the stage&apos;s title</extracomment>
        <translation>Sair do xeque</translation>
    </message>
    <message>
        <source>There are three ways out of a check: move the king to a safe square, capture the checking piece, or put a piece between it and the king. Against a double check only a king move helps.</source>
        <extracomment>10-escape.json: the stage&apos;s introduction</extracomment>
        <translation>Há três maneiras de sair do xeque: levar o rei para uma casa segura, capturar a peça que dá xeque ou colocar uma peça entre ela e o rei. Contra um xeque duplo só adianta mover o rei.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by moving the king.</source>
        <extracomment>10-escape.json, level 1: what the level asks</extracomment>
        <translation>A torre dá xeque no seu rei. Saia do xeque movendo o rei.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by capturing the rook.</source>
        <extracomment>10-escape.json, level 2: what the level asks</extracomment>
        <translation>A torre dá xeque no seu rei. Saia do xeque capturando a torre.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by putting a piece in between.</source>
        <extracomment>10-escape.json, level 3: what the level asks</extracomment>
        <translation>A torre dá xeque no seu rei. Saia do xeque colocando uma peça no meio.</translation>
    </message>
    <message>
        <source>The bishop can reach the square between the rook and your king.</source>
        <extracomment>10-escape.json, level 3: the hint</extracomment>
        <translation>O bispo pode chegar à casa entre a torre e o seu rei.</translation>
    </message>
    <message>
        <source>Only one move saves your king. Find it.</source>
        <extracomment>10-escape.json, level 4: what the level asks</extracomment>
        <translation>Só um lance salva o seu rei. Encontre-o.</translation>
    </message>
    <message>
        <source>Double check: the rook and the bishop both attack your king. Capturing one of them does not help.</source>
        <extracomment>10-escape.json, level 5: what the level asks</extracomment>
        <translation>Xeque duplo: a torre e o bispo atacam o seu rei. Capturar um deles não adianta.</translation>
    </message>
    <message>
        <source>The rook checks along your first rank. Find the way out.</source>
        <extracomment>10-escape.json, level 6: what the level asks</extracomment>
        <translation>A torre dá xeque pela sua primeira fileira. Encontre a saída.</translation>
    </message>
    <message>
        <source>Mate in one</source>
        <extracomment>11-mate.json: the stage&apos;s title</extracomment>
        <translation>Mate em um lance</translation>
    </message>
    <message>
        <source>Checkmate is a check with no way out: the king cannot step away, the checking piece cannot be taken and nothing can come in between. It ends the game. These positions come from real games.</source>
        <extracomment>11-mate.json: the stage&apos;s introduction</extracomment>
        <translation>O xeque-mate é um xeque sem saída: o rei não pode se afastar, a peça que dá xeque não pode ser capturada e nada pode se colocar no meio. Ele termina a partida. Estas posições vêm de partidas reais.</translation>
    </message>
    <message>
        <source>Give checkmate in one move.</source>
        <extracomment>11-mate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Dê xeque-mate em um lance.</translation>
    </message>
    <message>
        <source>White has opened the diagonal from h4 to the white king.</source>
        <extracomment>11-mate.json, level 1: the hint</extracomment>
        <translation>As brancas abriram a diagonal que vai de h4 até o seu rei.</translation>
    </message>
    <message>
        <source>The pawn on f7 is defended only by the black king.</source>
        <extracomment>11-mate.json, level 2: the hint</extracomment>
        <translation>O peão de f7 é defendido apenas pelo rei preto.</translation>
    </message>
    <message>
        <source>Careful: some moves stalemate instead.</source>
        <extracomment>11-mate.json, level 6: what the level asks</extracomment>
        <translation>Cuidado: alguns lances dão afogamento.</translation>
    </message>
    <message>
        <source>Even a pawn can do it.</source>
        <extracomment>11-mate.json, level 7: what the level asks</extracomment>
        <translation>Até um peão pode fazer isso.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <extracomment>12-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Afogamento</translation>
    </message>
    <message>
        <source>Stalemate: the player to move is not in check but has no legal move. The game ends at once in a draw. These positions come from real games.</source>
        <extracomment>12-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>Afogamento: o jogador da vez não está em xeque, mas não tem nenhum lance legal. A partida termina na hora empatada. Estas posições vêm de partidas reais.</translation>
    </message>
    <message>
        <source>White has a single legal move.</source>
        <extracomment>12-stalemate.json, level 2: what the level asks</extracomment>
        <translation>As brancas têm um único lance legal.</translation>
    </message>
    <message>
        <source>Black still has two pawns.</source>
        <extracomment>12-stalemate.json, level 3: what the level asks</extracomment>
        <translation>As pretas ainda têm dois peões.</translation>
    </message>
    <message>
        <source>Winning without stalemating</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Vencer sem afogar</translation>
    </message>
    <message>
        <source>With a big material advantage the danger is to leave the lone king without a move when he is not in check: stalemate, and the win is gone. Look for a check that leaves no way out, not just for a move that takes squares away.</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>Com uma grande vantagem material, o perigo é deixar o rei sozinho sem lances quando ele não está em xeque: afogamento, e a vitória vai embora. Procure um xeque sem saída, e não só um lance que tire casas dele.</translation>
    </message>
    <message>
        <source>Give checkmate in one move, and do not stalemate.</source>
        <extracomment>13-avoid-stalemate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Dê xeque-mate em um lance, sem afogar.</translation>
    </message>
    <message>
        <source>The black king has no free square even now, so any quiet move stalemates: only a check can win.</source>
        <extracomment>13-avoid-stalemate.json, level 1: the hint</extracomment>
        <translation>O rei preto já não tem nenhuma casa livre, então qualquer lance tranquilo o afoga: só um xeque vence.</translation>
    </message>
    <message>
        <source>Suppose White took the queen here.</source>
        <extracomment>13-avoid-stalemate.json, level 2: what the level asks</extracomment>
        <translation>Suponha que aqui as brancas capturem a dama.</translation>
    </message>
    <message>
        <source>Suppose White took the rook here.</source>
        <extracomment>13-avoid-stalemate.json, level 4: what the level asks</extracomment>
        <translation>Suponha que aqui as brancas capturem a torre.</translation>
    </message>
    <message>
        <source>Castling</source>
        <extracomment>14-castling.json: the stage&apos;s title</extracomment>
        <translation>O roque</translation>
    </message>
    <message>
        <source>Castling moves the king two squares towards a rook, and the rook jumps over to the square the king crossed. It is allowed only if neither the king nor that rook has moved, no piece stands between them, and the king is not in check, does not cross an attacked square and does not land on one.</source>
        <extracomment>14-castling.json: the stage&apos;s introduction</extracomment>
        <translation>No roque o rei anda duas casas em direção a uma torre, e a torre pula para a casa que o rei atravessou. Ele só é permitido se nem o rei nem essa torre se moveram, não há peças entre eles, e o rei não está em xeque, não atravessa uma casa atacada nem termina em uma.</translation>
    </message>
    <message>
        <source>Castle on the king&apos;s side: move the king two squares towards the rook on h1.</source>
        <extracomment>14-castling.json, level 1: what the level asks</extracomment>
        <translation>Faça o roque pequeno: mova o rei duas casas em direção à torre de h1.</translation>
    </message>
    <message>
        <source>Castle on the queen&apos;s side: move the king two squares towards the rook on a1.</source>
        <extracomment>14-castling.json, level 2: what the level asks</extracomment>
        <translation>Faça o roque grande: mova o rei duas casas em direção à torre de a1.</translation>
    </message>
    <message>
        <source>The king went to e2 and came back.</source>
        <extracomment>14-castling.json, level 3: what the level asks</extracomment>
        <translation>O rei foi a e2 e voltou.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back.</source>
        <extracomment>14-castling.json, level 4: what the level asks</extracomment>
        <translation>A torre de h1 foi a h2 e voltou.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back; the rook on a1 has not moved.</source>
        <extracomment>14-castling.json, level 5: what the level asks</extracomment>
        <translation>A torre de h1 foi a h2 e voltou; a torre de a1 não se moveu.</translation>
    </message>
    <message>
        <source>The black rook attacks b1, a square only the rook crosses.</source>
        <extracomment>14-castling.json, level 10: what the level asks</extracomment>
        <translation>A torre preta ataca b1, uma casa que só a torre atravessa.</translation>
    </message>
    <message>
        <source>En passant</source>
        <extracomment>15-en-passant.json: the stage&apos;s title</extracomment>
        <translation>A captura en passant</translation>
    </message>
    <message>
        <source>A pawn that advances two squares and lands beside an enemy pawn may be captured as if it had moved only one: the enemy pawn takes it by moving diagonally to the square it crossed. This is allowed only on the very next move.</source>
        <extracomment>15-en-passant.json: the stage&apos;s introduction</extracomment>
        <translation>Um peão que avança duas casas e para ao lado de um peão adversário pode ser capturado como se tivesse avançado só uma: o peão adversário o captura indo na diagonal para a casa que ele atravessou. Isso só é permitido no lance seguinte.</translation>
    </message>
    <message>
        <source>Black has just played d7-d5. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 1: what the level asks</extracomment>
        <translation>As pretas acabaram de jogar d7-d5. Capture o peão en passant.</translation>
    </message>
    <message>
        <source>White has just played f2-f4. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 2: what the level asks</extracomment>
        <translation>As brancas acabaram de jogar f2-f4. Capture o peão en passant.</translation>
    </message>
    <message>
        <source>Black played d7-d5, but White answered with a king move.</source>
        <extracomment>15-en-passant.json, level 4: what the level asks</extracomment>
        <translation>As pretas jogaram d7-d5, mas as brancas responderam com um lance de rei.</translation>
    </message>
    <message>
        <source>The black pawn came to d5 in two single steps.</source>
        <extracomment>15-en-passant.json, level 5: what the level asks</extracomment>
        <translation>O peão preto chegou a d5 em dois passos de uma casa.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <extracomment>16-promotion.json: the stage&apos;s title</extracomment>
        <translation>A promoção</translation>
    </message>
    <message>
        <source>A pawn that reaches the last rank must become a queen, a rook, a bishop or a knight of its own colour, whatever pieces are still on the board. Usually a queen is best, but not always.</source>
        <extracomment>16-promotion.json: the stage&apos;s introduction</extracomment>
        <translation>Um peão que chega à última fileira deve virar dama, torre, bispo ou cavalo da sua cor, sejam quais forem as peças que ainda estão no tabuleiro. Quase sempre a dama é o melhor, mas nem sempre.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen.</source>
        <extracomment>16-promotion.json, level 1: what the level asks</extracomment>
        <translation>Promova o peão a dama.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen. It may also capture on its way.</source>
        <extracomment>16-promotion.json, level 2: what the level asks</extracomment>
        <translation>Promova o peão a dama. Ele também pode capturar ao fazer isso.</translation>
    </message>
    <message>
        <source>Promote the pawn and give check at the same time.</source>
        <extracomment>16-promotion.json, level 3: what the level asks</extracomment>
        <translation>Promova o peão e dê xeque ao mesmo tempo.</translation>
    </message>
    <message>
        <source>A queen on e8 would not attack d6. Which piece would?</source>
        <extracomment>16-promotion.json, level 3: the hint</extracomment>
        <translation>Uma dama em e8 não atacaria d6. Que peça atacaria?</translation>
    </message>
    <message>
        <source>Promote the pawn without stalemating the black king.</source>
        <extracomment>16-promotion.json, level 4: what the level asks</extracomment>
        <translation>Promova o peão sem afogar o rei preto.</translation>
    </message>
    <message>
        <source>A new queen would take away the black king&apos;s last squares.</source>
        <extracomment>16-promotion.json, level 4: the hint</extracomment>
        <translation>Uma dama nova tiraria do rei preto as suas últimas casas.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <extracomment>17-threefold.json: the stage&apos;s title</extracomment>
        <translation>Tripla repetição</translation>
    </message>
    <message>
        <source>When the same position stands on the board for the third time, with the same player to move, the same castling rights and the same en passant captures, the player to move may claim a draw: before moving if the opponent&apos;s move made the repetition, or together with the move that makes it. A move made without claiming lets the chance pass.</source>
        <extracomment>17-threefold.json: the stage&apos;s introduction</extracomment>
        <translation>Quando a mesma posição aparece no tabuleiro pela terceira vez, com o mesmo jogador da vez, os mesmos direitos de roque e as mesmas capturas en passant possíveis, o jogador da vez pode reivindicar o empate: antes de jogar, se foi o lance do adversário que fez a repetição, ou junto com o lance que a produz. Um lance feito sem reivindicar deixa a chance passar.</translation>
    </message>
    <message>
        <source>Claim a draw if you may, at the right moment; otherwise play on.</source>
        <extracomment>17-threefold.json: what the stage&apos;s levels ask</extracomment>
        <translation>Reivindique o empate se puder, no momento certo; se não, continue jogando.</translation>
    </message>
    <message>
        <source>The knights have gone out and back twice.</source>
        <extracomment>17-threefold.json, level 1: what the level asks</extracomment>
        <translation>Os cavalos saíram e voltaram duas vezes.</translation>
    </message>
    <message>
        <source>Which move would put the starting position on the board for the third time?</source>
        <extracomment>17-threefold.json, level 2: the hint</extracomment>
        <translation>Que lance poria a posição inicial no tabuleiro pela terceira vez?</translation>
    </message>
    <message>
        <source>White checks again and again.</source>
        <extracomment>17-threefold.json, level 3: what the level asks</extracomment>
        <translation>As brancas dão xeque de novo e de novo.</translation>
    </message>
    <message>
        <source>White has given two checks.</source>
        <extracomment>17-threefold.json, level 4: what the level asks</extracomment>
        <translation>As brancas deram dois xeques.</translation>
    </message>
    <message>
        <source>The rooks have gone up and back twice.</source>
        <extracomment>17-threefold.json, level 5: what the level asks</extracomment>
        <translation>As torres subiram e voltaram duas vezes.</translation>
    </message>
    <message>
        <source>Before the rooks first moved, both sides could still castle: that was another position.</source>
        <extracomment>17-threefold.json, level 5: the hint</extracomment>
        <translation>Antes de as torres se moverem pela primeira vez, os dois lados ainda podiam fazer o roque: era outra posição.</translation>
    </message>
    <message>
        <source>White has just brought the queen back to f5, putting the same position on the board for the third time, and did not claim. Now it is Black&apos;s move.</source>
        <extracomment>17-threefold.json, level 6: what the level asks</extracomment>
        <translation>As brancas acabaram de levar a dama de volta a f5, pondo a mesma posição no tabuleiro pela terceira vez, e não reivindicaram. Agora é a vez das pretas.</translation>
    </message>
    <message>
        <source>The fifty-move rule</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s title</extracomment>
        <translation>A regra dos cinquenta lances</translation>
    </message>
    <message>
        <source>When each player has made fifty moves in a row without a capture or a pawn move, the player to move may claim a draw. After seventy-five such moves the game is drawn by itself, unless the last move gave checkmate.</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Quando cada jogador fez cinquenta lances seguidos sem capturas nem lances de peão, o jogador da vez pode reivindicar o empate. Depois de setenta e cinco desses lances a partida empata por si só, a menos que o último lance tenha dado mate.</translation>
    </message>
    <message>
        <source>Fifty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 1: what the level asks</extracomment>
        <translation>Cada lado fez cinquenta lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine.</source>
        <extracomment>18-fifty-moves.json, level 2: what the level asks</extracomment>
        <translation>As pretas acabaram de fazer o quinquagésimo lance sem capturas nem lances de peão; as brancas fizeram quarenta e nove.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine. A pawn move starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: what the level asks</extracomment>
        <translation>As pretas acabaram de fazer o quinquagésimo lance sem capturas nem lances de peão; as brancas fizeram quarenta e nove. Um lance de peão zera a contagem.</translation>
    </message>
    <message>
        <source>Thirty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 4: what the level asks</extracomment>
        <translation>Cada lado fez trinta lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 5: what the level asks</extracomment>
        <translation>Cada lado fez setenta e cinco lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>White&apos;s last move completed fifty moves by each side without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 6: what the level asks</extracomment>
        <translation>O último lance das brancas completou cinquenta lances de cada lado sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Dead positions</source>
        <extracomment>19-dead-position.json: the stage&apos;s title</extracomment>
        <translation>Posições mortas</translation>
    </message>
    <message>
        <source>The bishops stand on squares of different colours.</source>
        <extracomment>19-dead-position.json, level 6: what the level asks</extracomment>
        <translation>Os bispos estão em casas de cores diferentes.</translation>
    </message>
    <message>
        <source>Both bishops stand on light squares.</source>
        <extracomment>19-dead-position.json, level 7: what the level asks</extracomment>
        <translation>Os dois bispos estão em casas claras.</translation>
    </message>
    <message>
        <source>When the flag falls</source>
        <extracomment>20-flag-fall.json: the stage&apos;s title</extracomment>
        <translation>Quando a bandeira cai</translation>
    </message>
    <message>
        <source>A player whose time runs out loses, unless the opponent could not checkmate by any series of legal moves, even with the clumsiest defence: then the game is drawn. A lone king can never mate.</source>
        <extracomment>20-flag-fall.json: the stage&apos;s introduction</extracomment>
        <translation>Quem fica sem tempo perde, a menos que o adversário não pudesse dar mate com nenhuma série de lances legais, nem contra a defesa mais desastrada: então é empate. Um rei sozinho nunca pode dar mate.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White only a queen.</source>
        <extracomment>20-flag-fall.json, level 3: what the level asks</extracomment>
        <translation>As pretas têm só um cavalo, e as brancas só uma dama.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White a pawn.</source>
        <extracomment>20-flag-fall.json, level 4: what the level asks</extracomment>
        <translation>As pretas têm só um cavalo, e as brancas um peão.</translation>
    </message>
    <message>
        <source>White has only a bishop.</source>
        <extracomment>20-flag-fall.json, level 6: what the level asks</extracomment>
        <translation>As brancas têm só um bispo.</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <extracomment>21-draw-offers.json: the stage&apos;s title</extracomment>
        <translation>Ofertas de empate</translation>
    </message>
    <message>
        <source>Resignation</source>
        <extracomment>22-resignation.json: the stage&apos;s title</extracomment>
        <translation>O abandono</translation>
    </message>
    <message>
        <source>A player may resign at any moment, on their own turn or not. Resigning loses the game, and it cannot be taken back. Once a game is over, a resignation changes nothing.</source>
        <extracomment>22-resignation.json: the stage&apos;s introduction</extracomment>
        <translation>Pode-se abandonar a qualquer momento, na própria vez ou não. Abandonar é perder a partida, e não há volta. Quando a partida já terminou, abandonar não muda nada.</translation>
    </message>
    <message>
        <source>It is White&apos;s turn.</source>
        <extracomment>22-resignation.json, level 2: what the level asks</extracomment>
        <translation>É a vez das brancas.</translation>
    </message>
    <message>
        <source>Touch-move</source>
        <extracomment>23-touch-move.json: the stage&apos;s title</extracomment>
        <translation>Peça tocada, peça jogada</translation>
    </message>
    <message>
        <source>If you deliberately touch one of your pieces, you must move it, if it has a legal move; if you touch an enemy piece, you must capture it, if you can. To straighten a piece without this duty, say &quot;j&apos;adoube&quot; (I adjust) first. Castling starts with the king.</source>
        <extracomment>23-touch-move.json: the stage&apos;s introduction</extracomment>
        <translation>Se você tocar de propósito uma das suas peças, deve movê-la, se ela tiver lance legal; se tocar uma peça adversária, deve capturá-la, se puder. Para ajeitar uma peça sem essa obrigação, diga antes “ajusto” (j&apos;adoube). O roque começa pelo rei.</translation>
    </message>
    <message>
        <source>You have touched your knight on e4. Give check.</source>
        <extracomment>23-touch-move.json, level 1: what the level asks</extracomment>
        <translation>Você tocou o seu cavalo de e4. Dê xeque.</translation>
    </message>
    <message>
        <source>You have touched your rook on h1 first, so you may not castle with it. Give check.</source>
        <extracomment>23-touch-move.json, level 2: what the level asks</extracomment>
        <translation>Você tocou primeiro a sua torre de h1, então não pode fazer o roque com ela. Dê xeque.</translation>
    </message>
    <message>
        <source>You have touched your knight on e2, but it is pinned and has no legal move, so you are free. Give check.</source>
        <extracomment>23-touch-move.json, level 3: what the level asks</extracomment>
        <translation>Você tocou o seu cavalo de e2, mas ele está cravado e não tem lance legal, então você está livre. Dê xeque.</translation>
    </message>
    <message>
        <source>You have touched the black knight on f6. Capture it.</source>
        <extracomment>23-touch-move.json, level 4: what the level asks</extracomment>
        <translation>Você tocou o cavalo preto de f6. Capture-o.</translation>
    </message>
    <message>
        <source>You said &quot;j&apos;adoube&quot; and straightened your queen: you are not bound to move her. Give checkmate in one move.</source>
        <extracomment>23-touch-move.json, level 5: what the level asks</extracomment>
        <translation>Você disse “ajusto” e ajeitou a sua dama: não é obrigado a movê-la. Dê xeque-mate em um lance.</translation>
    </message>
    <message>
        <source>This board plays under touch-move. Castle on the king&apos;s side: pick up the king first.</source>
        <extracomment>23-touch-move.json, level 6: what the level asks</extracomment>
        <translation>Neste tabuleiro vale a regra da peça tocada. Faça o roque pequeno: pegue primeiro o rei.</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s title</extracomment>
        <translation>Lances ilegais</translation>
    </message>
    <message>
        <source>Ferz never lets an illegal move stand and says which rule it breaks. Over the board, a completed illegal move is taken back and the player must make a legal move, with the touched piece if possible; the first one gives the opponent two extra minutes, a second one loses the game, unless the opponent could not checkmate at all.</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s introduction</extracomment>
        <translation>O Ferz nunca deixa passar um lance ilegal e diz que regra ele quebra. No tabuleiro, um lance ilegal completado é desfeito e o jogador deve fazer um lance legal, com a peça tocada se possível; o primeiro dá ao adversário dois minutos a mais, o segundo perde a partida, a menos que o adversário não pudesse dar mate de jeito nenhum.</translation>
    </message>
    <message>
        <source>The pawn would become a second king.</source>
        <extracomment>24-illegal-moves.json, level 6: what the level asks</extracomment>
        <translation>O peão viraria um segundo rei.</translation>
    </message>
    <message>
        <source>Writing moves: short notation</source>
        <extracomment>25-short-notation.json: the stage&apos;s title</extracomment>
        <translation>Anotar lances: notação abreviada</translation>
    </message>
    <message>
        <source>Short notation gives the piece&apos;s letter and the square it goes to: a pawn has no letter. A capture adds x, a check +, a mate #; a promotion adds = and the new piece. When two pieces of one kind can go to the same square, the file or rank they come from is added.</source>
        <extracomment>25-short-notation.json: the stage&apos;s introduction</extracomment>
        <translation>A notação abreviada dá a letra da peça e a casa para onde ela vai; o peão não tem letra. Uma captura acrescenta x, um xeque +, um mate #; uma promoção acrescenta = e a peça nova. Quando duas peças iguais podem ir para a mesma casa, acrescenta-se a coluna ou a fileira de onde ela sai.</translation>
    </message>
    <message>
        <source>Both knights can reach d2: say which one moves.</source>
        <extracomment>25-short-notation.json, level 7: the hint</extracomment>
        <translation>Os dois cavalos podem ir a d2: indique qual deles se move.</translation>
    </message>
    <message>
        <source>Writing moves: long notation</source>
        <extracomment>26-long-notation.json: the stage&apos;s title</extracomment>
        <translation>Anotar lances: notação completa</translation>
    </message>
    <message>
        <source>Long notation gives both squares: the one the piece leaves and the one it reaches, with a dash between them, or x for a capture.</source>
        <extracomment>26-long-notation.json: the stage&apos;s introduction</extracomment>
        <translation>A notação completa dá as duas casas: a que a peça deixa e a que alcança, com um hífen entre elas, ou x se for captura.</translation>
    </message>
    <message>
        <source>Reading moves</source>
        <extracomment>27-reading-notation.json: the stage&apos;s title</extracomment>
        <translation>Ler lances</translation>
    </message>
    <message>
        <source>A game record is a list of moves in notation. To replay it you read each move and find it on the board.</source>
        <extracomment>27-reading-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Uma partida anotada é uma lista de lances em notação. Para reproduzi-la, você lê cada lance e o encontra no tabuleiro.</translation>
    </message>
    <message>
        <source>Notation in Russian books</source>
        <extracomment>28-russian-notation.json: the stage&apos;s title</extracomment>
        <translation>A notação dos livros russos</translation>
    </message>
    <message>
        <source>Russian books write the pieces Кр, Ф, Л, С, К and mark a quiet move with a dash — and a capture with a colon :, a check +, a double check ++ and a mate ×; castling is 0–0 or 0–0–0.</source>
        <extracomment>28-russian-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Os livros russos escrevem as peças Кр, Ф, Л, С, К (rei, dama, torre, bispo, cavalo) e marcam um lance sem captura com um travessão —, uma captura com dois-pontos :, um xeque +, um xeque duplo ++ e um mate ×; o roque é 0–0 ou 0–0–0.</translation>
    </message>
    <message>
        <source>The knight checks, and so does the rook behind it.</source>
        <extracomment>28-russian-notation.json, level 5: the hint</extracomment>
        <translation>O cavalo dá xeque, e também a torre que estava atrás dele.</translation>
    </message>
    <message>
        <source>A position is dead when no series of legal moves can lead to checkmate, however badly either side plays: king against king, king and bishop or king and knight against king, and kings with bishops all on squares of one colour. The game is drawn at once. Under the FIDE Laws king and two knights against a king is not dead: the knights cannot force mate, but a mate is possible. The Brazilian rule text counts it as dead; with Rules ▸ K+N+N Against a Lone King Is a Dead Position on, Ferz and this stage follow it.</source>
        <extracomment>19-dead-position.json: the stage&apos;s introduction</extracomment>
        <translation>Uma posição está morta quando nenhuma série de lances legais pode levar ao mate, por pior que os lados joguem: rei contra rei, rei e bispo ou rei e cavalo contra rei, e reis com bispos todos em casas de uma só cor. A partida termina empatada imediatamente. Pelas Leis da FIDE, rei e dois cavalos contra rei não é posição morta: os cavalos não podem forçar o mate, mas o mate é possível. O texto brasileiro de regras a considera morta; com Regras ▸ R+C+C contra rei sozinho é posição morta ativado, o programa e esta etapa o seguem.</translation>
    </message>
    <message>
        <source>A player offers a draw during their own turn, together with a move. The opponent may accept, or decline by saying so or simply by moving. The Brazilian rule text adds a rule that the FIDE Laws do not have (they only forbid annoying the opponent, Article 11.5): after a declined offer only the player who declined may make the next offer. Ferz follows it, and so do the levels that say so.</source>
        <extracomment>21-draw-offers.json: the stage&apos;s introduction</extracomment>
        <translation>Um jogador oferece empate na sua vez, junto com um lance. O adversário pode aceitar, ou recusar dizendo isso ou simplesmente jogando. O texto brasileiro de regras acrescenta uma regra que as Leis da FIDE não têm (elas só proíbem incomodar o adversário, artigo 11.5): depois de uma oferta recusada, só quem recusou pode fazer a próxima. O programa a segue, e também os níveis que dizem isso.</translation>
    </message>
</context>
<context>
    <name>FenError</name>
    <message>
        <source>FEN record</source>
        <translation>Registro FEN</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement)</source>
        <translation>Campo 1 da FEN (posição das peças)</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move)</source>
        <translation>Campo 2 da FEN (vez de jogar)</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights)</source>
        <translation>Campo 3 da FEN (direitos de roque)</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square)</source>
        <translation>Campo 4 da FEN (casa de en passant)</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock)</source>
        <translation>Campo 5 da FEN (contador de meios-lances)</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number)</source>
        <translation>Campo 6 da FEN (número do lance)</translation>
    </message>
    <message>
        <source>expected 6 fields separated by spaces, found %1</source>
        <translation>eram esperados 6 campos separados por espaços, mas há %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece letter (use PNBRQK for White, pnbrqk for Black, 1-8 for empty squares)</source>
        <translation>&quot;%1&quot; não é uma letra de peça (PNBRQK para as brancas, pnbrqk para as pretas, 1-8 para casas vazias)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not describe exactly 8 squares</source>
        <translation>&quot;%1&quot; não descreve exatamente 8 casas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have exactly 8 ranks separated by &quot;/&quot;</source>
        <translation>&quot;%1&quot; não tem exatamente 8 fileiras separadas por &quot;/&quot;</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>as brancas não têm rei</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>as pretas não têm rei</translation>
    </message>
    <message>
        <source>White has more than one king</source>
        <translation>as brancas têm mais de um rei</translation>
    </message>
    <message>
        <source>Black has more than one king</source>
        <translation>as pretas têm mais de um rei</translation>
    </message>
    <message>
        <source>a pawn stands on %1, but pawns never stand on the first or last rank</source>
        <translation>há um peão em %1, mas peões nunca ficam na primeira nem na última fileira</translation>
    </message>
    <message>
        <source>the side not on move is in check, which no legal move can leave behind</source>
        <translation>o lado que não tem a vez está em xeque, e nenhum lance legal pode deixá-lo assim</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;w&quot; or &quot;b&quot;</source>
        <translation>&quot;%1&quot; deveria ser &quot;w&quot; ou &quot;b&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or letters from KQkq in that order, each at most once</source>
        <translation>&quot;%1&quot; deveria ser &quot;-&quot; ou letras de KQkq nessa ordem, cada uma no máximo uma vez</translation>
    </message>
    <message>
        <source>the right &quot;%1&quot; needs the king and that rook on their starting squares</source>
        <translation>o direito &quot;%1&quot; exige o rei e essa torre nas casas iniciais</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or a square such as e3</source>
        <translation>&quot;%1&quot; deveria ser &quot;-&quot; ou uma casa como e3</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square: no pawn of the side that just moved can have made a double step across it</source>
        <translation>%1 não pode ser casa de en passant: nenhum peão do lado que acabou de jogar pode tê-la cruzado num avanço duplo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain number</source>
        <translation>&quot;%1&quot; não é um número simples</translation>
    </message>
    <message>
        <source>%1 is more than 150: the seventy-five-move rule ends the game there</source>
        <translation>%1 é mais que 150: a regra dos setenta e cinco lances encerra a partida ali</translation>
    </message>
    <message>
        <source>%1 should be 0, because an en passant square means a pawn has just moved</source>
        <translation>%1 deveria ser 0, pois uma casa de en passant significa que um peão acabou de se mover</translation>
    </message>
    <message>
        <source>the move number starts at 1, not 0</source>
        <translation>o número do lance começa em 1, não em 0</translation>
    </message>
    <message>
        <source>the king is attacked by %1 pieces at once, which no move can give</source>
        <translation>o rei está atacado por %1 peças ao mesmo tempo, o que nenhum lance pode produzir</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <translation>%1, fileira %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has two digits in a row, but one digit counts all the empty squares of a run</source>
        <translation>&quot;%1&quot; tem dois algarismos seguidos, mas um só algarismo conta todas as casas vazias seguidas</translation>
    </message>
    <message>
        <source>%1 is more than %2, the largest move number Ferz reads</source>
        <translation>%1 é maior que %2, o maior número de lance que o Ferz lê</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>White claims a draw by threefold repetition.</source>
        <translation>As brancas reivindicam o empate por tripla repetição.</translation>
    </message>
    <message>
        <source>Black claims a draw by threefold repetition.</source>
        <translation>As pretas reivindicam o empate por tripla repetição.</translation>
    </message>
    <message>
        <source>White claims a draw by the fifty-move rule.</source>
        <translation>As brancas reivindicam o empate pela regra dos cinquenta lances.</translation>
    </message>
    <message>
        <source>Black claims a draw by the fifty-move rule.</source>
        <translation>As pretas reivindicam o empate pela regra dos cinquenta lances.</translation>
    </message>
    <message>
        <source>White&apos;s flag falls.</source>
        <translation>Cai a bandeira das brancas.</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls.</source>
        <translation>Cai a bandeira das pretas.</translation>
    </message>
    <message>
        <source>White declines the draw offer by moving.</source>
        <translation>As brancas recusam a oferta de empate ao jogar.</translation>
    </message>
    <message>
        <source>Black declines the draw offer by moving.</source>
        <translation>As pretas recusam a oferta de empate ao jogar.</translation>
    </message>
    <message>
        <source>White offers a draw.</source>
        <translation>As brancas oferecem empate.</translation>
    </message>
    <message>
        <source>Black offers a draw.</source>
        <translation>As pretas oferecem empate.</translation>
    </message>
    <message>
        <source>White accepts the draw offer.</source>
        <translation>As brancas aceitam a oferta de empate.</translation>
    </message>
    <message>
        <source>Black accepts the draw offer.</source>
        <translation>As pretas aceitam a oferta de empate.</translation>
    </message>
    <message>
        <source>White declines the draw offer.</source>
        <translation>As brancas recusam a oferta de empate.</translation>
    </message>
    <message>
        <source>Black declines the draw offer.</source>
        <translation>As pretas recusam a oferta de empate.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>As brancas abandonam.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>As pretas abandonam.</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>As brancas não podem dar mate com nenhuma sequência de lances legais, então a partida está empatada.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>As pretas não podem dar mate com nenhuma sequência de lances legais, então a partida está empatada.</translation>
    </message>
</context>
<context>
    <name>GameDatabase</name>
    <message>
        <source>its number of games, “%1”, is no count</source>
        <translation>o seu número de partidas, «%1», não é um número</translation>
    </message>
    <message>
        <source>row %1 of its %2 is missing</source>
        <translation>falta a linha %1 da sua tabela %2</translation>
    </message>
    <message>
        <source>the file may only be read</source>
        <translation>o arquivo é somente leitura</translation>
    </message>
    <message>
        <source>its chunk %1 cannot be read</source>
        <translation>o seu bloco %1 não pode ser lido</translation>
    </message>
    <message>
        <source>it has no game %1</source>
        <translation>não contém a partida %1</translation>
    </message>
    <message>
        <source>a database holds at most %1 games</source>
        <translation>uma base de partidas comporta no máximo %1 partidas</translation>
    </message>
    <message>
        <source>its format is %1, this Ferz reads format %2</source>
        <translation>o seu formato é o %1; esta versão do Ferz lê o formato %2</translation>
    </message>
    <message>
        <source>its number of games is missing</source>
        <translation>falta o seu número de partidas</translation>
    </message>
    <message>
        <source>it claims %1 games, more than a database holds</source>
        <translation>diz ter %1 partidas, mais do que uma base comporta</translation>
    </message>
    <message>
        <source>its chunk %1 claims %2 games</source>
        <translation>o seu bloco %1 diz ter %2 partidas</translation>
    </message>
    <message>
        <source>its chunks hold more than its %1 games</source>
        <translation>os seus blocos contêm mais partidas do que as %1 que declara</translation>
    </message>
    <message>
        <source>it claims %1 games, but its chunks hold %2</source>
        <translation>diz ter %1 partidas, mas os seus blocos contêm %2</translation>
    </message>
    <message>
        <source>its opening lines are missing</source>
        <translation>faltam as suas linhas de abertura</translation>
    </message>
    <message>
        <source>its opening lines cannot be read</source>
        <translation>as suas linhas de abertura não podem ser lidas</translation>
    </message>
    <message>
        <source>its names are numbered up to %1</source>
        <translation>os seus nomes estão numerados até o %1</translation>
    </message>
    <message>
        <source>its name number %1 is no number of a name</source>
        <translation>o número de nome %1 não corresponde a nenhum nome</translation>
    </message>
    <message>
        <source>the headers of its chunk %1 cannot be read</source>
        <translation>os cabeçalhos do seu bloco %1 não podem ser lidos</translation>
    </message>
    <message>
        <source>the header of game %1 names no name</source>
        <translation>o cabeçalho da partida %1 remete a um nome que não existe</translation>
    </message>
    <message>
        <source>game %1 cannot be read</source>
        <translation>a partida %1 não pode ser lida</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Starting position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>Final position after %1</source>
        <translation>Posição final após %1</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Após %1</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>rodada %1</translation>
    </message>
    <message>
        <source>annotated by %1</source>
        <translation>comentada por %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s)]</source>
        <translation>
            <numerusform>[… mais %Ln caractere]</numerusform>
            <numerusform>[… mais %Ln caracteres]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>there is no game in it</source>
        <translation>não há nenhuma partida nele</translation>
    </message>
    <message>
        <source>its main line holds a null move, and a game cannot go on from there</source>
        <translation>sua linha principal contém um lance nulo, e a partida não pode continuar dali</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Black wins: White is checkmated.</source>
        <translation>Vitória das pretas: as brancas levaram xeque-mate.</translation>
    </message>
    <message>
        <source>White wins: Black is checkmated.</source>
        <translation>Vitória das brancas: as pretas levaram xeque-mate.</translation>
    </message>
    <message>
        <source>Draw: White is stalemated.</source>
        <translation>Empate: as brancas estão afogadas.</translation>
    </message>
    <message>
        <source>Draw: Black is stalemated.</source>
        <translation>Empate: as pretas estão afogadas.</translation>
    </message>
    <message>
        <source>Draw: neither side can checkmate any more (dead position).</source>
        <translation>Empate: nenhum dos lados pode mais dar mate (posição morta).</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board five times.</source>
        <translation>Empate: a mesma posição ocorreu cinco vezes no tabuleiro.</translation>
    </message>
    <message>
        <source>Draw: seventy-five moves by each side without a capture or a pawn move.</source>
        <translation>Empate: setenta e cinco lances de cada lado sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board three times.</source>
        <translation>Empate: a mesma posição ocorreu três vezes no tabuleiro.</translation>
    </message>
    <message>
        <source>Draw: White claimed threefold repetition.</source>
        <translation>Empate: as brancas reivindicaram a tripla repetição.</translation>
    </message>
    <message>
        <source>Draw: Black claimed threefold repetition.</source>
        <translation>Empate: as pretas reivindicaram a tripla repetição.</translation>
    </message>
    <message>
        <source>Draw: fifty moves by each side without a capture or a pawn move.</source>
        <translation>Empate: cinquenta lances de cada lado sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Draw: White claimed the fifty-move rule.</source>
        <translation>Empate: as brancas reivindicaram a regra dos cinquenta lances.</translation>
    </message>
    <message>
        <source>Draw: Black claimed the fifty-move rule.</source>
        <translation>Empate: as pretas reivindicaram a regra dos cinquenta lances.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Empate por acordo.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Vitória das pretas: as brancas abandonaram.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Vitória das brancas: as pretas abandonaram.</translation>
    </message>
    <message>
        <source>Draw: White&apos;s time ran out, but Black cannot checkmate.</source>
        <translation>Empate: o tempo das brancas acabou, mas as pretas não podem dar mate.</translation>
    </message>
    <message>
        <source>Draw: Black&apos;s time ran out, but White cannot checkmate.</source>
        <translation>Empate: o tempo das pretas acabou, mas as brancas não podem dar mate.</translation>
    </message>
    <message>
        <source>Black wins on time: White&apos;s time ran out.</source>
        <translation>Vitória das pretas por tempo: o tempo das brancas acabou.</translation>
    </message>
    <message>
        <source>White wins on time: Black&apos;s time ran out.</source>
        <translation>Vitória das brancas por tempo: o tempo das pretas acabou.</translation>
    </message>
    <message>
        <source>The game is over, as the record says.</source>
        <translation>A partida terminou, como indica o registro.</translation>
    </message>
    <message>
        <source>White to move – check</source>
        <translation>Jogam as brancas – xeque</translation>
    </message>
    <message>
        <source>Black to move – check</source>
        <translation>Jogam as pretas – xeque</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Jogam as brancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Jogam as pretas</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n lance</numerusform>
            <numerusform>%n lances</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress (%1) was saved on %2 when Ferz last ran. Resume it?</source>
        <translation>Na última execução do Ferz, em %2, foi salva uma partida em andamento (%1). Deseja retomá-la?</translation>
    </message>
    <message>
        <source>Draw: king and two knights against a lone king (dead position under the Brazilian rule text).</source>
        <translation>Empate: rei e dois cavalos contra rei sozinho (posição morta segundo o texto brasileiro de regras).</translation>
    </message>
    <message>
        <source>White has offered a draw: the offer is made with the next move.</source>
        <translation>As brancas já ofereceram empate: a oferta é feita com o próximo lance.</translation>
    </message>
    <message>
        <source>Black has offered a draw: the offer is made with the next move.</source>
        <translation>As pretas já ofereceram empate: a oferta é feita com o próximo lance.</translation>
    </message>
    <message>
        <source>Black&apos;s draw offer waits for White&apos;s answer: accept or decline it.</source>
        <translation>A oferta de empate das pretas espera a resposta das brancas: aceite-a ou recuse-a.</translation>
    </message>
    <message>
        <source>White&apos;s draw offer waits for Black&apos;s answer: accept or decline it.</source>
        <translation>A oferta de empate das brancas espera a resposta das pretas: aceite-a ou recuse-a.</translation>
    </message>
    <message>
        <source>Black declined White&apos;s draw offer, so only Black may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>As pretas recusaram a oferta de empate das brancas, então só as pretas podem oferecer o próximo empate. É o que diz o texto brasileiro de regras, para que um jogador não fique incomodando o adversário com propostas (Ajuda ▸ Regras do xadrez ▸ O empate).</translation>
    </message>
    <message>
        <source>White declined Black&apos;s draw offer, so only White may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>As brancas recusaram a oferta de empate das pretas, então só as brancas podem oferecer o próximo empate. É o que diz o texto brasileiro de regras, para que um jogador não fique incomodando o adversário com propostas (Ajuda ▸ Regras do xadrez ▸ O empate).</translation>
    </message>
    <message>
        <source>only Black may offer the next draw (White&apos;s offer was declined)</source>
        <translation>só as pretas podem oferecer o próximo empate (a oferta das brancas foi recusada)</translation>
    </message>
    <message>
        <source>only White may offer the next draw (Black&apos;s offer was declined)</source>
        <translation>só as brancas podem oferecer o próximo empate (a oferta das pretas foi recusada)</translation>
    </message>
    <message>
        <source>A finished game (%1) that was not saved in a file was kept on %2 when Ferz last ran. Restore it?</source>
        <translation>Uma partida terminada (%1) que não foi salva num arquivo ficou guardada em %2, da última vez que o Ferz foi executado. Restaurá-la?</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>the pawn on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>o peão em %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>o cavalo em %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>o bispo em %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>a torre em %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>a dama em %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>o rei em %1</translation>
    </message>
    <message>
        <source>the pawn on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: пешки на e4)</comment>
        <translation>o peão em %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: коня на e4)</comment>
        <translation>o cavalo em %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: слона на e4)</comment>
        <translation>o bispo em %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ладьи на e4)</comment>
        <translation>a torre em %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ферзя на e4)</comment>
        <translation>a dama em %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: короля на e4)</comment>
        <translation>o rei em %1</translation>
    </message>
    <message>
        <source>This pawn is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este peão está cravado: se ele sair da linha, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>This knight is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este cavalo está cravado: se ele sair da linha, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>This bishop is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este bispo está cravado: se ele sair da linha, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>This rook is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Esta torre está cravada: se ela sair da linha, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>This queen is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Esta dama está cravada: se ela sair da linha, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures one square diagonally forward.</source>
        <translation>o peão anda em linha reta para a frente e captura uma casa na diagonal para a frente.</translation>
    </message>
    <message>
        <source>a knight jumps two squares one way and one square to the side.</source>
        <translation>o cavalo salta duas casas numa direção e uma para o lado, em &quot;L&quot;.</translation>
    </message>
    <message>
        <source>a bishop moves any distance along a diagonal.</source>
        <translation>o bispo anda qualquer número de casas na diagonal.</translation>
    </message>
    <message>
        <source>a rook moves any distance along a rank or a file.</source>
        <translation>a torre anda qualquer número de casas por uma fileira ou coluna.</translation>
    </message>
    <message>
        <source>a queen moves any distance along a rank, a file or a diagonal.</source>
        <translation>a dama anda qualquer número de casas por uma fileira, coluna ou diagonal.</translation>
    </message>
    <message>
        <source>a king moves one square in any direction.</source>
        <translation>o rei anda uma casa em qualquer direção.</translation>
    </message>
    <message>
        <source>There is no piece on %1 to move.</source>
        <translation>Não há nenhuma peça em %1 para mover.</translation>
    </message>
    <message>
        <source>A move has to take the piece off %1 to another square.</source>
        <translation>Um lance precisa levar a peça de %1 para outra casa.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: %1 é sua.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3</source>
        <translation>%1 não pode ir para %2: %3</translation>
    </message>
    <message>
        <source>The pawn on %1 cannot move forward to %2: %3 is in the way, and a pawn captures only diagonally.</source>
        <translation>O peão em %1 não pode avançar para %2: %3 está no caminho, e o peão só captura na diagonal.</translation>
    </message>
    <message>
        <source>The pawn on %1 may move diagonally only to capture, and %2 is empty.</source>
        <translation>O peão em %1 só pode andar na diagonal para capturar, e %2 está vazia.</translation>
    </message>
    <message>
        <source>The pawn on %1 may advance two squares only from its starting square.</source>
        <translation>O peão em %1 só pode avançar duas casas a partir da sua casa inicial.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3 is in the way.</source>
        <translation>%1 não pode ir para %2: %3 está no caminho.</translation>
    </message>
    <message>
        <source>En passant is only possible immediately after the pawn&apos;s double step: %1 did not just make one.</source>
        <translation>A captura en passant só é possível logo após o avanço duplo do peão, e %1 não acabou de fazê-lo.</translation>
    </message>
    <message>
        <source>The pawn on %1 reaches the last rank on %2 and must become a queen, rook, bishop or knight.</source>
        <translation>O peão em %1 chega à última fileira em %2 e deve virar dama, torre, bispo ou cavalo.</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank is promoted, and only to a queen, rook, bishop or knight of its colour.</source>
        <translation>Só é promovido o peão que chega à última fileira, e apenas a dama, torre, bispo ou cavalo da sua cor.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: it would stand next to the other king on %2.</source>
        <translation>O rei não pode ir para %1: ficaria ao lado do outro rei, que está em %2.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: %2 attacks that square.</source>
        <translation>O rei não pode ir para %1: %2 ataca essa casa.</translation>
    </message>
    <message>
        <source>Your king is in check from %1, and this move does not end the check.</source>
        <translation>Seu rei está em xeque: %1 o ataca, e este lance não resolve isso.</translation>
    </message>
    <message>
        <source>Taking en passant here would expose your king to %1.</source>
        <translation>Se você capturar en passant aqui, %1 atacará seu rei.</translation>
    </message>
    <message>
        <source>You cannot castle: your king has already moved.</source>
        <translation>Você não pode fazer o roque: seu rei já se moveu.</translation>
    </message>
    <message>
        <source>You cannot castle kingside: the rook on that side has moved or been captured.</source>
        <translation>Você não pode fazer o roque pequeno: a torre desse lado já se moveu ou foi capturada.</translation>
    </message>
    <message>
        <source>You cannot castle queenside: the rook on that side has moved or been captured.</source>
        <translation>Você não pode fazer o roque grande: a torre desse lado já se moveu ou foi capturada.</translation>
    </message>
    <message>
        <source>You cannot castle out of check: %1 gives check.</source>
        <translation>Você não pode fazer o roque estando em xeque: %1 dá xeque.</translation>
    </message>
    <message>
        <source>You cannot castle: %1 stands between the king and the rook.</source>
        <translation>Você não pode fazer o roque: %1 está entre o rei e a torre.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would cross %1, which %2 attacks.</source>
        <translation>Você não pode fazer o roque: o rei passaria por %1, casa atacada por %2.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would land on %1, which %2 attacks.</source>
        <translation>Você não pode fazer o roque: o rei pararia em %1, casa atacada por %2.</translation>
    </message>
    <message>
        <source>It is White&apos;s move, and %1 belongs to Black.</source>
        <translation>É a vez das brancas, e %1 pertence às pretas.</translation>
    </message>
    <message>
        <source>It is Black&apos;s move, and %1 belongs to White.</source>
        <translation>É a vez das pretas, e %1 pertence às brancas.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Peça tocada: você tocou %1, então essa peça deve ser jogada.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>Check from %1 (framed in red).</source>
        <translation>Xeque: %1 (com moldura vermelha).</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): %1.</source>
        <translation>Cravadas contra seu rei (com moldura laranja): %1.</translation>
    </message>
    <message>
        <source>En passant: the pawn on %1 can capture the pawn on %2 by moving to %3.</source>
        <translation>En passant: o peão em %1 pode capturar o peão em %2 indo para %3.</translation>
    </message>
    <message>
        <source>Promotion: the pawn on %1 can reach the last rank on %2.</source>
        <translation>Promoção: o peão em %1 pode chegar à última fileira em %2.</translation>
    </message>
    <message>
        <source>O-O: %1</source>
        <translation>O-O: %1</translation>
    </message>
    <message>
        <source>O-O-O: %1</source>
        <translation>O-O-O: %1</translation>
    </message>
    <message>
        <source>Castling is allowed now.</source>
        <translation>Agora é possível fazer o roque.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>&quot;%1&quot; não é um lance</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no such piece can go there</source>
        <translation>&quot;%1&quot;: nenhuma peça desse tipo pode ir para lá</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous: it could be %2</source>
        <translation>&quot;%1&quot; é ambíguo: pode ser %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>&quot;%1&quot; não é permitido. %2</translation>
    </message>
    <message>
        <source>The Latin K was read as the English king: in Russian notation the king is Кр and the knight is the Cyrillic К.</source>
        <translation>O K latino foi lido como o rei inglês: na notação russa o rei é Кр e o cavalo é o К cirílico.</translation>
    </message>
    <message>
        <source>The Latin K was read as the Russian knight К: the English king is Кр in Russian notation.</source>
        <translation>O K latino foi lido como o cavalo russo К: o rei inglês é Кр na notação russa.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Spanish and Portuguese knight: in Russian notation the bishop is the Cyrillic С and the knight К.</source>
        <translation>O C latino foi lido como o cavalo espanhol e português: na notação russa o bispo é o С cirílico e o cavalo, o К.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Russian bishop С.</source>
        <translation>O C latino foi lido como o bispo russo С.</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>null annotation</source>
        <comment>$0</comment>
        <translation>anotação nula</translation>
    </message>
    <message>
        <source>good move</source>
        <comment>$1, !</comment>
        <translation>bom lance</translation>
    </message>
    <message>
        <source>poor move</source>
        <comment>$2, ?</comment>
        <translation>lance fraco</translation>
    </message>
    <message>
        <source>very good move</source>
        <comment>$3, !!</comment>
        <translation>lance muito bom</translation>
    </message>
    <message>
        <source>very poor move</source>
        <comment>$4, ??</comment>
        <translation>lance muito ruim</translation>
    </message>
    <message>
        <source>speculative move</source>
        <comment>$5, !?</comment>
        <translation>lance interessante</translation>
    </message>
    <message>
        <source>questionable move</source>
        <comment>$6, ?!</comment>
        <translation>lance duvidoso</translation>
    </message>
    <message>
        <source>forced move (all others lose quickly)</source>
        <comment>$7, □</comment>
        <translation>lance forçado (todos os outros perdem rápido)</translation>
    </message>
    <message>
        <source>singular move (no reasonable alternatives)</source>
        <comment>$8</comment>
        <translation>lance único (não há alternativas razoáveis)</translation>
    </message>
    <message>
        <source>worst move</source>
        <comment>$9</comment>
        <translation>o pior lance</translation>
    </message>
    <message>
        <source>drawish position</source>
        <comment>$10, =</comment>
        <translation>posição de empate</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <comment>$11</comment>
        <translation>chances iguais, posição tranquila</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <comment>$12</comment>
        <translation>chances iguais, posição ativa</translation>
    </message>
    <message>
        <source>unclear position</source>
        <comment>$13, ∞</comment>
        <translation>posição incerta</translation>
    </message>
    <message>
        <source>White has a slight advantage</source>
        <comment>⩲. Russian chess books print ± for this slight advantage: say so, e.g. “небольшой перевес белых (в русских книгах ±)”</comment>
        <translation>As brancas têm uma ligeira vantagem</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>⩱. Russian chess books print ∓ for this slight advantage: say so, e.g. “небольшой перевес чёрных (в русских книгах ∓)”</comment>
        <translation>As pretas têm uma ligeira vantagem</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>±. In Russian books ± means only a slight advantage ($14): make clear that here it is a clear advantage</comment>
        <translation>As brancas têm uma vantagem clara</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>∓. In Russian books ∓ means only a slight advantage ($15): make clear that here it is a clear advantage</comment>
        <translation>As pretas têm uma vantagem clara</translation>
    </message>
    <message>
        <source>White has a decisive advantage</source>
        <comment>$18, +−</comment>
        <translation>As brancas têm uma vantagem decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive advantage</source>
        <comment>$19, −+</comment>
        <translation>As pretas têm uma vantagem decisiva</translation>
    </message>
    <message>
        <source>White has a crushing advantage (Black should resign)</source>
        <comment>$20</comment>
        <translation>As brancas têm uma vantagem esmagadora (as pretas deveriam abandonar)</translation>
    </message>
    <message>
        <source>Black has a crushing advantage (White should resign)</source>
        <comment>$21</comment>
        <translation>As pretas têm uma vantagem esmagadora (as brancas deveriam abandonar)</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <comment>$22, ⨀</comment>
        <translation>As brancas estão em zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <comment>$23, ⨀</comment>
        <translation>As pretas estão em zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <comment>$24</comment>
        <translation>As brancas têm uma ligeira vantagem de espaço</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <comment>$25</comment>
        <translation>As pretas têm uma ligeira vantagem de espaço</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <comment>$26, ○</comment>
        <translation>As brancas têm uma vantagem de espaço clara</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <comment>$27, ○</comment>
        <translation>As pretas têm uma vantagem de espaço clara</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <comment>$28</comment>
        <translation>As brancas têm uma vantagem de espaço decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <comment>$29</comment>
        <translation>As pretas têm uma vantagem de espaço decisiva</translation>
    </message>
    <message>
        <source>White has a slight time (development) advantage</source>
        <comment>$30</comment>
        <translation>As brancas têm uma ligeira vantagem de desenvolvimento</translation>
    </message>
    <message>
        <source>Black has a slight time (development) advantage</source>
        <comment>$31</comment>
        <translation>As pretas têm uma ligeira vantagem de desenvolvimento</translation>
    </message>
    <message>
        <source>White has a moderate time (development) advantage</source>
        <comment>$32, ⟳</comment>
        <translation>As brancas têm uma vantagem de desenvolvimento clara</translation>
    </message>
    <message>
        <source>Black has a moderate time (development) advantage</source>
        <comment>$33, ⟳</comment>
        <translation>As pretas têm uma vantagem de desenvolvimento clara</translation>
    </message>
    <message>
        <source>White has a decisive time (development) advantage</source>
        <comment>$34</comment>
        <translation>As brancas têm uma vantagem de desenvolvimento decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive time (development) advantage</source>
        <comment>$35</comment>
        <translation>As pretas têm uma vantagem de desenvolvimento decisiva</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <comment>$36, ↑</comment>
        <translation>As brancas têm a iniciativa</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <comment>$37, ↑</comment>
        <translation>As pretas têm a iniciativa</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <comment>$38</comment>
        <translation>As brancas têm uma iniciativa duradoura</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <comment>$39</comment>
        <translation>As pretas têm uma iniciativa duradoura</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <comment>$40, →</comment>
        <translation>As brancas têm o ataque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <comment>$41, →</comment>
        <translation>As pretas têm o ataque</translation>
    </message>
    <message>
        <source>White has insufficient compensation for material deficit</source>
        <comment>$42</comment>
        <translation>As brancas não têm compensação suficiente pelo material</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for material deficit</source>
        <comment>$43</comment>
        <translation>As pretas não têm compensação suficiente pelo material</translation>
    </message>
    <message>
        <source>White has sufficient compensation for material deficit</source>
        <comment>$44, =/∞</comment>
        <translation>As brancas têm compensação suficiente pelo material</translation>
    </message>
    <message>
        <source>Black has sufficient compensation for material deficit</source>
        <comment>$45, =/∞</comment>
        <translation>As pretas têm compensação suficiente pelo material</translation>
    </message>
    <message>
        <source>White has more than adequate compensation for material deficit</source>
        <comment>$46</comment>
        <translation>As brancas têm compensação mais que suficiente pelo material</translation>
    </message>
    <message>
        <source>Black has more than adequate compensation for material deficit</source>
        <comment>$47</comment>
        <translation>As pretas têm compensação mais que suficiente pelo material</translation>
    </message>
    <message>
        <source>White has a slight center control advantage</source>
        <comment>$48</comment>
        <translation>As brancas têm um ligeiro domínio do centro</translation>
    </message>
    <message>
        <source>Black has a slight center control advantage</source>
        <comment>$49</comment>
        <translation>As pretas têm um ligeiro domínio do centro</translation>
    </message>
    <message>
        <source>White has a moderate center control advantage</source>
        <comment>$50</comment>
        <translation>As brancas têm um claro domínio do centro</translation>
    </message>
    <message>
        <source>Black has a moderate center control advantage</source>
        <comment>$51</comment>
        <translation>As pretas têm um claro domínio do centro</translation>
    </message>
    <message>
        <source>White has a decisive center control advantage</source>
        <comment>$52</comment>
        <translation>As brancas têm um domínio decisivo do centro</translation>
    </message>
    <message>
        <source>Black has a decisive center control advantage</source>
        <comment>$53</comment>
        <translation>As pretas têm um domínio decisivo do centro</translation>
    </message>
    <message>
        <source>White has a slight kingside control advantage</source>
        <comment>$54</comment>
        <translation>As brancas têm um ligeiro domínio da ala do rei</translation>
    </message>
    <message>
        <source>Black has a slight kingside control advantage</source>
        <comment>$55</comment>
        <translation>As pretas têm um ligeiro domínio da ala do rei</translation>
    </message>
    <message>
        <source>White has a moderate kingside control advantage</source>
        <comment>$56</comment>
        <translation>As brancas têm um claro domínio da ala do rei</translation>
    </message>
    <message>
        <source>Black has a moderate kingside control advantage</source>
        <comment>$57</comment>
        <translation>As pretas têm um claro domínio da ala do rei</translation>
    </message>
    <message>
        <source>White has a decisive kingside control advantage</source>
        <comment>$58</comment>
        <translation>As brancas têm um domínio decisivo da ala do rei</translation>
    </message>
    <message>
        <source>Black has a decisive kingside control advantage</source>
        <comment>$59</comment>
        <translation>As pretas têm um domínio decisivo da ala do rei</translation>
    </message>
    <message>
        <source>White has a slight queenside control advantage</source>
        <comment>$60</comment>
        <translation>As brancas têm um ligeiro domínio da ala da dama</translation>
    </message>
    <message>
        <source>Black has a slight queenside control advantage</source>
        <comment>$61</comment>
        <translation>As pretas têm um ligeiro domínio da ala da dama</translation>
    </message>
    <message>
        <source>White has a moderate queenside control advantage</source>
        <comment>$62</comment>
        <translation>As brancas têm um claro domínio da ala da dama</translation>
    </message>
    <message>
        <source>Black has a moderate queenside control advantage</source>
        <comment>$63</comment>
        <translation>As pretas têm um claro domínio da ala da dama</translation>
    </message>
    <message>
        <source>White has a decisive queenside control advantage</source>
        <comment>$64</comment>
        <translation>As brancas têm um domínio decisivo da ala da dama</translation>
    </message>
    <message>
        <source>Black has a decisive queenside control advantage</source>
        <comment>$65</comment>
        <translation>As pretas têm um domínio decisivo da ala da dama</translation>
    </message>
    <message>
        <source>White has a vulnerable first rank</source>
        <comment>$66</comment>
        <translation>As brancas têm a primeira fileira vulnerável</translation>
    </message>
    <message>
        <source>Black has a vulnerable first rank</source>
        <comment>$67</comment>
        <translation>As pretas têm a primeira fileira vulnerável</translation>
    </message>
    <message>
        <source>White has a well protected first rank</source>
        <comment>$68</comment>
        <translation>As brancas têm a primeira fileira bem protegida</translation>
    </message>
    <message>
        <source>Black has a well protected first rank</source>
        <comment>$69</comment>
        <translation>As pretas têm a primeira fileira bem protegida</translation>
    </message>
    <message>
        <source>White has a poorly protected king</source>
        <comment>$70</comment>
        <translation>As brancas têm o rei mal protegido</translation>
    </message>
    <message>
        <source>Black has a poorly protected king</source>
        <comment>$71</comment>
        <translation>As pretas têm o rei mal protegido</translation>
    </message>
    <message>
        <source>White has a well protected king</source>
        <comment>$72</comment>
        <translation>As brancas têm o rei bem protegido</translation>
    </message>
    <message>
        <source>Black has a well protected king</source>
        <comment>$73</comment>
        <translation>As pretas têm o rei bem protegido</translation>
    </message>
    <message>
        <source>White has a poorly placed king</source>
        <comment>$74</comment>
        <translation>As brancas têm o rei mal posicionado</translation>
    </message>
    <message>
        <source>Black has a poorly placed king</source>
        <comment>$75</comment>
        <translation>As pretas têm o rei mal posicionado</translation>
    </message>
    <message>
        <source>White has a well placed king</source>
        <comment>$76</comment>
        <translation>As brancas têm o rei bem posicionado</translation>
    </message>
    <message>
        <source>Black has a well placed king</source>
        <comment>$77</comment>
        <translation>As pretas têm o rei bem posicionado</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <comment>$78</comment>
        <translation>As brancas têm uma estrutura de peões muito fraca</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <comment>$79</comment>
        <translation>As pretas têm uma estrutura de peões muito fraca</translation>
    </message>
    <message>
        <source>White has a moderately weak pawn structure</source>
        <comment>$80</comment>
        <translation>As brancas têm uma estrutura de peões um tanto fraca</translation>
    </message>
    <message>
        <source>Black has a moderately weak pawn structure</source>
        <comment>$81</comment>
        <translation>As pretas têm uma estrutura de peões um tanto fraca</translation>
    </message>
    <message>
        <source>White has a moderately strong pawn structure</source>
        <comment>$82</comment>
        <translation>As brancas têm uma estrutura de peões bastante sólida</translation>
    </message>
    <message>
        <source>Black has a moderately strong pawn structure</source>
        <comment>$83</comment>
        <translation>As pretas têm uma estrutura de peões bastante sólida</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <comment>$84</comment>
        <translation>As brancas têm uma estrutura de peões muito sólida</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <comment>$85</comment>
        <translation>As pretas têm uma estrutura de peões muito sólida</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <comment>$86</comment>
        <translation>As brancas têm os cavalos mal posicionados</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <comment>$87</comment>
        <translation>As pretas têm os cavalos mal posicionados</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <comment>$88</comment>
        <translation>As brancas têm os cavalos bem posicionados</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <comment>$89</comment>
        <translation>As pretas têm os cavalos bem posicionados</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <comment>$90</comment>
        <translation>As brancas têm os bispos mal posicionados</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <comment>$91</comment>
        <translation>As pretas têm os bispos mal posicionados</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <comment>$92</comment>
        <translation>As brancas têm os bispos bem posicionados</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <comment>$93</comment>
        <translation>As pretas têm os bispos bem posicionados</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <comment>$94</comment>
        <translation>As brancas têm as torres mal posicionadas</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <comment>$95</comment>
        <translation>As pretas têm as torres mal posicionadas</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <comment>$96</comment>
        <translation>As brancas têm as torres bem posicionadas</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <comment>$97</comment>
        <translation>As pretas têm as torres bem posicionadas</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <comment>$98</comment>
        <translation>As brancas têm a dama mal posicionada</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <comment>$99</comment>
        <translation>As pretas têm a dama mal posicionada</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <comment>$100</comment>
        <translation>As brancas têm a dama bem posicionada</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <comment>$101</comment>
        <translation>As pretas têm a dama bem posicionada</translation>
    </message>
    <message>
        <source>White has poor piece coordination</source>
        <comment>$102</comment>
        <translation>As brancas têm má coordenação das peças</translation>
    </message>
    <message>
        <source>Black has poor piece coordination</source>
        <comment>$103</comment>
        <translation>As pretas têm má coordenação das peças</translation>
    </message>
    <message>
        <source>White has good piece coordination</source>
        <comment>$104</comment>
        <translation>As brancas têm boa coordenação das peças</translation>
    </message>
    <message>
        <source>Black has good piece coordination</source>
        <comment>$105</comment>
        <translation>As pretas têm boa coordenação das peças</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <comment>$106</comment>
        <translation>As brancas jogaram a abertura muito mal</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <comment>$107</comment>
        <translation>As pretas jogaram a abertura muito mal</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <comment>$108</comment>
        <translation>As brancas jogaram a abertura mal</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <comment>$109</comment>
        <translation>As pretas jogaram a abertura mal</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <comment>$110</comment>
        <translation>As brancas jogaram a abertura bem</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <comment>$111</comment>
        <translation>As pretas jogaram a abertura bem</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <comment>$112</comment>
        <translation>As brancas jogaram a abertura muito bem</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <comment>$113</comment>
        <translation>As pretas jogaram a abertura muito bem</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <comment>$114</comment>
        <translation>As brancas jogaram o meio-jogo muito mal</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <comment>$115</comment>
        <translation>As pretas jogaram o meio-jogo muito mal</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <comment>$116</comment>
        <translation>As brancas jogaram o meio-jogo mal</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <comment>$117</comment>
        <translation>As pretas jogaram o meio-jogo mal</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <comment>$118</comment>
        <translation>As brancas jogaram o meio-jogo bem</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <comment>$119</comment>
        <translation>As pretas jogaram o meio-jogo bem</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <comment>$120</comment>
        <translation>As brancas jogaram o meio-jogo muito bem</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <comment>$121</comment>
        <translation>As pretas jogaram o meio-jogo muito bem</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <comment>$122</comment>
        <translation>As brancas jogaram o final muito mal</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <comment>$123</comment>
        <translation>As pretas jogaram o final muito mal</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <comment>$124</comment>
        <translation>As brancas jogaram o final mal</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <comment>$125</comment>
        <translation>As pretas jogaram o final mal</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <comment>$126</comment>
        <translation>As brancas jogaram o final bem</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <comment>$127</comment>
        <translation>As pretas jogaram o final bem</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <comment>$128</comment>
        <translation>As brancas jogaram o final muito bem</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <comment>$129</comment>
        <translation>As pretas jogaram o final muito bem</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <comment>$130</comment>
        <translation>As brancas têm um ligeiro contrajogo</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <comment>$131</comment>
        <translation>As pretas têm um ligeiro contrajogo</translation>
    </message>
    <message>
        <source>White has moderate counterplay</source>
        <comment>$132, ⇆</comment>
        <translation>As brancas têm um contrajogo considerável</translation>
    </message>
    <message>
        <source>Black has moderate counterplay</source>
        <comment>$133, ⇆</comment>
        <translation>As pretas têm um contrajogo considerável</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <comment>$134</comment>
        <translation>As brancas têm um contrajogo decisivo</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <comment>$135</comment>
        <translation>As pretas têm um contrajogo decisivo</translation>
    </message>
    <message>
        <source>White has moderate time control pressure</source>
        <comment>$136</comment>
        <translation>As brancas estão apertadas no relógio</translation>
    </message>
    <message>
        <source>Black has moderate time control pressure</source>
        <comment>$137</comment>
        <translation>As pretas estão apertadas no relógio</translation>
    </message>
    <message>
        <source>White has severe time control pressure</source>
        <comment>$138, ⨁</comment>
        <translation>As brancas estão em grave apuro de tempo</translation>
    </message>
    <message>
        <source>Black has severe time control pressure</source>
        <comment>$139, ⨁</comment>
        <translation>As pretas estão em grave apuro de tempo</translation>
    </message>
    <message>
        <source>with the idea</source>
        <comment>$140, ∆</comment>
        <translation>com a ideia</translation>
    </message>
    <message>
        <source>aimed against</source>
        <comment>$141, ∇</comment>
        <translation>dirigido contra</translation>
    </message>
    <message>
        <source>better is</source>
        <comment>$142, ⌓</comment>
        <translation>melhor é</translation>
    </message>
    <message>
        <source>worse is</source>
        <comment>$143, &lt;=</comment>
        <translation>pior é</translation>
    </message>
    <message>
        <source>equivalent is</source>
        <comment>$144, ==</comment>
        <translation>equivalente é</translation>
    </message>
    <message>
        <source>editorial comment</source>
        <comment>$145, RR</comment>
        <translation>comentário editorial</translation>
    </message>
    <message>
        <source>novelty</source>
        <comment>$146, N</comment>
        <translation>novidade</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>N</source>
        <comment>English letter for the knight</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>B</source>
        <comment>English letter for the bishop</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>R</source>
        <comment>English letter for the rook</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>English letter for the queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>English letter for the king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>К</source>
        <comment>Russian letter for the knight</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>С</source>
        <comment>Russian letter for the bishop</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>Л</source>
        <comment>Russian letter for the rook</comment>
        <translation>Л</translation>
    </message>
    <message>
        <source>Ф</source>
        <comment>Russian letter for the queen</comment>
        <translation>Ф</translation>
    </message>
    <message>
        <source>Кр</source>
        <comment>Russian letters for the king</comment>
        <translation>Кр</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Spanish letter for the knight</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>A</source>
        <comment>Spanish letter for the bishop</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>T</source>
        <comment>Spanish letter for the rook</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>D</source>
        <comment>Spanish letter for the queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>R</source>
        <comment>Spanish letter for the king</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Portuguese letter for the knight</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>B</source>
        <comment>Portuguese letter for the bishop</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>T</source>
        <comment>Portuguese letter for the rook</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>D</source>
        <comment>Portuguese letter for the queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>R</source>
        <comment>Portuguese letter for the king</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>&quot;%1&quot; inesperado</translation>
    </message>
    <message>
        <source>a tag name must follow &quot;[&quot;, not &quot;%1&quot;</source>
        <translation>após &quot;[&quot; deve vir o nome de uma tag, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a quoted tag value must follow the tag name, not &quot;%1&quot;</source>
        <translation>após o nome da tag deve vir um valor entre aspas, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;]&quot; must close the tag, not &quot;%1&quot;</source>
        <translation>a tag deve ser fechada com &quot;]&quot;, não com &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the tag value is not closed by &quot; on its line</source>
        <translation>o valor da tag não é fechado com &quot; na mesma linha</translation>
    </message>
    <message>
        <source>the comment starting here is never closed by &quot;}&quot;</source>
        <translation>o comentário que começa aqui nunca é fechado com &quot;}&quot;</translation>
    </message>
    <message>
        <source>the FEN tag cannot be read: %1</source>
        <translation>não é possível ler a tag FEN: %1</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is not standard chess</source>
        <translation>a variante &quot;%1&quot; não é xadrez padrão</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>&quot;%1&quot; não é um lance</translation>
    </message>
    <message>
        <source>no piece can make the move &quot;%1&quot;</source>
        <translation>nenhuma peça pode fazer o lance &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the move &quot;%1&quot; is ambiguous: it can be %2</source>
        <translation>o lance &quot;%1&quot; é ambíguo: pode ser %2</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;. %2</source>
        <translation>lance ilegal &quot;%1&quot;. %2</translation>
    </message>
    <message>
        <source>a null move is not possible while in check</source>
        <translation>um lance nulo não é possível estando em xeque</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NAG ($0 to $255)</source>
        <translation>&quot;%1&quot; não é um NAG (de $0 a $255)</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>uma variante deve vir depois do lance que substitui</translation>
    </message>
    <message>
        <source>the game ends before its variation is closed by &quot;)&quot;</source>
        <translation>a partida termina antes de a variante ser fechada com &quot;)&quot;</translation>
    </message>
    <message>
        <source>&quot;)&quot; closes no variation</source>
        <translation>&quot;)&quot; não fecha nenhuma variante</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>partida %1, linha %2, coluna %3: %4</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>UTF-16 little-endian</source>
        <translation>UTF-16 little-endian (byte menos significativo primeiro)</translation>
    </message>
    <message>
        <source>UTF-16 big-endian</source>
        <translation>UTF-16 big-endian (byte mais significativo primeiro)</translation>
    </message>
    <message>
        <source>UTF-32 little-endian</source>
        <translation>UTF-32 little-endian (byte menos significativo primeiro)</translation>
    </message>
    <message>
        <source>UTF-32 big-endian</source>
        <translation>UTF-32 big-endian (byte mais significativo primeiro)</translation>
    </message>
    <message>
        <source>&quot;%1…&quot; is longer than %2, the most a move or symbol may take</source>
        <translation>&quot;%1…&quot; ocupa mais de %2, o máximo que um lance ou símbolo pode ocupar</translation>
    </message>
    <message>
        <source>the tag value &quot;%1…&quot; is longer than %2, the most a tag value may take</source>
        <translation>o valor da tag &quot;%1…&quot; ocupa mais de %2, o máximo que um valor de tag pode ocupar</translation>
    </message>
    <message>
        <source>the comment starting here is longer than %1, the most a comment may take</source>
        <translation>o comentário que começa aqui ocupa mais de %1, o máximo que um comentário pode ocupar</translation>
    </message>
    <message>
        <source>the game is longer than %1, the most a game may take</source>
        <translation>a partida ocupa mais de %1, o máximo que uma partida pode ocupar</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (variations included), the most a game may have</source>
        <translation>a partida tem mais de %1 lances (contando as variantes), o máximo que uma partida pode ter</translation>
    </message>
    <message>
        <source>the file is %1 text; Ferz reads PGN in UTF-8, Latin-1 or Windows-1251</source>
        <translation>o arquivo é texto em %1; o Ferz lê PGN em UTF-8, Latin-1 ou Windows-1251</translation>
    </message>
    <message>
        <source>the game has more than %1 errors; the others are not listed</source>
        <translation>a partida tem mais de %1 erros; os demais não são listados</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (cirílico)</translation>
    </message>
    <message>
        <source>Latin-1 (Western European)</source>
        <translation>Latin-1 (Europa Ocidental)</translation>
    </message>
    <message>
        <source>Some names or comments of this game are not UTF-8: they were read as %1.</source>
        <translation>Alguns nomes ou comentários desta partida não estão em UTF-8: foram lidos como %1.</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>the file became shorter while it was copied</source>
        <translation>o arquivo ficou menor enquanto era copiado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>is not a regular file (a folder, a device or a pipe): games are read from files only</source>
        <translation>não é um arquivo comum (uma pasta, um dispositivo ou um pipe): as partidas só são lidas de arquivos</translation>
    </message>
</context>
<context>
    <name>PositionWords</name>
    <message numerus="yes">
        <source>%n pawn(s): %1</source>
        <translation>
            <numerusform>%n peão: %1</numerusform>
            <numerusform>%n peões: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s): %1</source>
        <translation>
            <numerusform>%n cavalo: %1</numerusform>
            <numerusform>%n cavalos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s): %1</source>
        <translation>
            <numerusform>%n bispo: %1</numerusform>
            <numerusform>%n bispos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s): %1</source>
        <translation>
            <numerusform>%n torre: %1</numerusform>
            <numerusform>%n torres: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s): %1</source>
        <translation>
            <numerusform>%n dama: %1</numerusform>
            <numerusform>%n damas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n king(s): %1</source>
        <translation>
            <numerusform>%n rei: %1</numerusform>
            <numerusform>%n reis: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Brancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Pretas: %1.</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Fileira %1</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: vazia.</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>Coluna %1</translation>
    </message>
    <message>
        <source>%1: it is White&apos;s turn.</source>
        <translation>%1: é a vez das brancas.</translation>
    </message>
    <message>
        <source>%1: it is Black&apos;s turn.</source>
        <translation>%1: é a vez das pretas.</translation>
    </message>
    <message>
        <source>%1: no legal move.</source>
        <translation>%1: nenhum lance legal.</translation>
    </message>
    <message>
        <source>%1. Legal moves: %2.</source>
        <translation>%1. Lances legais: %2.</translation>
    </message>
    <message>
        <source>Attacked by %1.</source>
        <translation>Atacada por: %1.</translation>
    </message>
    <message>
        <source>Not attacked.</source>
        <translation>Não está atacada.</translation>
    </message>
    <message>
        <source>Defended by %1.</source>
        <translation>Defendida por: %1.</translation>
    </message>
    <message>
        <source>Not defended.</source>
        <translation>Não está defendida.</translation>
    </message>
    <message>
        <source>White reaches it with %1.</source>
        <translation>As brancas a alcançam com: %1.</translation>
    </message>
    <message>
        <source>Black reaches it with %1.</source>
        <translation>As pretas a alcançam com: %1.</translation>
    </message>
    <message>
        <source>No white piece reaches it.</source>
        <translation>Nenhuma peça branca a alcança.</translation>
    </message>
    <message>
        <source>No black piece reaches it.</source>
        <translation>Nenhuma peça preta a alcança.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>O início da partida.</translation>
    </message>
    <message>
        <source>%1. White: %2</source>
        <translation>%1. Brancas: %2</translation>
    </message>
    <message>
        <source>%1. Black: %2</source>
        <translation>%1. Pretas: %2</translation>
    </message>
    <message>
        <source>Variation: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Comentário: %1</translation>
    </message>
    <message>
        <source>No move has been played yet.</source>
        <translation>Nenhum lance foi jogado ainda.</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>Último lance: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no clock.</source>
        <translation>Esta partida não tem relógio.</translation>
    </message>
    <message>
        <source>White: %1. Black: %2.</source>
        <translation>Brancas: %1. Pretas: %2.</translation>
    </message>
    <message>
        <source>The clock is paused.</source>
        <translation>O relógio está pausado.</translation>
    </message>
    <message>
        <source>White has less than ten seconds left.</source>
        <translation>As brancas têm menos de dez segundos.</translation>
    </message>
    <message>
        <source>Black has less than ten seconds left.</source>
        <translation>As pretas têm menos de dez segundos.</translation>
    </message>
    <message>
        <source>White has less than a minute left.</source>
        <translation>As brancas têm menos de um minuto.</translation>
    </message>
    <message>
        <source>Black has less than a minute left.</source>
        <translation>As pretas têm menos de um minuto.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Pawn</source>
        <translation>Peão</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavalo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bispo</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>peão branco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavalo branco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>bispo branco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre branca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama branca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rei branco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peão preto</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavalo preto</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>bispo preto</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre preta</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama preta</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rei preto</translation>
    </message>
    <message>
        <source>, promotes to a knight</source>
        <translation>, promove a cavalo</translation>
    </message>
    <message>
        <source>, promotes to a bishop</source>
        <translation>, promove a bispo</translation>
    </message>
    <message>
        <source>, promotes to a rook</source>
        <translation>, promove a torre</translation>
    </message>
    <message>
        <source>, promotes to a queen</source>
        <translation>, promove a dama</translation>
    </message>
    <message>
        <source>%1 from %2 takes %3</source>
        <translation>%1 de %2 captura em %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 para %3</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 captura em %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a piece and the square it goes to: Knight f3</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, en passant</source>
        <translation>, en passant</translation>
    </message>
    <message>
        <source>Null move</source>
        <translation>Lance nulo</translation>
    </message>
    <message>
        <source>Castles kingside</source>
        <translation>Roque pequeno</translation>
    </message>
    <message>
        <source>Castles queenside</source>
        <translation>Roque grande</translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation>, xeque-mate</translation>
    </message>
    <message>
        <source>, check</source>
        <translation>, xeque</translation>
    </message>
</context>
<context>
    <name>ferz::AccessCommands</name>
    <message>
        <source>Only a game being played has clocks.</source>
        <translation>Só uma partida em andamento tem relógio.</translation>
    </message>
    <message>
        <source>The square cursor is off: Ctrl+B turns it on.</source>
        <translation>O cursor de casas está desligado: Ctrl+B o liga.</translation>
    </message>
    <message>
        <source>Speaking aloud.</source>
        <translation>Leitura em voz alta ativada.</translation>
    </message>
    <message>
        <source>No longer speaking aloud.</source>
        <translation>Leitura em voz alta desativada.</translation>
    </message>
</context>
<context>
    <name>ferz::AnalysisPanel</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>Start or stop the engine&apos;s analysis of the shown position (Ctrl+E)</source>
        <translation>Iniciar ou parar a análise do motor na posição mostrada (Ctrl+E)</translation>
    </message>
    <message>
        <source>The evaluation from White&apos;s point of view: + is good for White, #3 means White mates in 3 moves, #−3 Black mates in 3</source>
        <translation>A avaliação do ponto de vista das brancas: + é bom para as brancas, #3 significa que as brancas dão mate em 3 lances, #−3 que as pretas dão mate em 3</translation>
    </message>
    <message>
        <source>Press Analyse (Ctrl+E) to let the engine look at the shown position.</source>
        <translation>Clique em Analisar (Ctrl+E) para o motor examinar a posição mostrada.</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Análise interrompida.</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish with “sudo apt-get install stockfish”, or choose an engine with Analysis ▸ Choose Engine…</source>
        <translation>Nenhum motor de xadrez foi encontrado. Instale o Stockfish com “sudo apt-get install stockfish” ou escolha um motor em Análise ▸ Escolher motor…</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Iniciando o motor…</translation>
    </message>
    <message>
        <source>Click a line to add it to the game as a variation.</source>
        <translation>Clique em uma linha para adicioná-la à partida como variante.</translation>
    </message>
    <message>
        <source>Lines can be added as variations where the game has a next move.</source>
        <translation>Linhas podem ser adicionadas como variantes onde a partida tem um próximo lance.</translation>
    </message>
    <message>
        <source>Press Analyse to try again, or choose another engine with Analysis ▸ Choose Engine…</source>
        <translation>Clique em Analisar para tentar de novo, ou escolha outro motor em Análise ▸ Escolher motor…</translation>
    </message>
    <message>
        <source>Click to add this line to the game as a variation</source>
        <translation>Clique para adicionar esta linha à partida como variante</translation>
    </message>
    <message>
        <source>At the end of the game a line cannot become a variation</source>
        <translation>No fim da partida uma linha não pode virar variante</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidade %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <translation>%1 M nós/s</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <translation>%1 mil nós/s</translation>
    </message>
    <message>
        <source>%1 Ferz uses %2 instead.</source>
        <translation>%1 Em seu lugar, o Ferz usa %2.</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateCommands</name>
    <message>
        <source>The annotation stopped: another game is shown.</source>
        <translation>A anotação parou: outra partida está sendo mostrada.</translation>
    </message>
    <message>
        <source>A game being played can be annotated once it is over</source>
        <translation>Uma partida em andamento pode ser anotada quando terminar</translation>
    </message>
    <message>
        <source>The engine is annotating a game</source>
        <translation>O motor está anotando uma partida</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the main line</source>
        <translation>Deixe o motor julgar cada lance da linha principal</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar com o motor</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish (the Debian package stockfish) or choose an engine with Analysis ▸ Choose Engine.</source>
        <translation>Nenhum motor de xadrez foi encontrado. Instale o Stockfish (o pacote stockfish do Debian) ou escolha um motor em Análise ▸ Escolher motor.</translation>
    </message>
    <message>
        <source>Annotating with %1</source>
        <translation>Anotando com %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Annotating with %1: position %2 of %3</source>
        <translation>Anotando com %1: posição %2 de %3</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed while the engine was looking at them, so nothing was added. Annotate it again.</source>
        <translation>Os lances da partida mudaram enquanto o motor os examinava, então nada foi adicionado. Anote-a de novo.</translation>
    </message>
    <message>
        <source>Annotated. White: %1 ?!, %2 ?, %3 ??. Black: %4 ?!, %5 ?, %6 ??. Edit ▸ Undo takes the whole annotation back.</source>
        <translation>Partida anotada. Brancas: %1 ?!, %2 ?, %3 ??. Pretas: %4 ?!, %5 ?, %6 ??. Editar ▸ Desfazer retira toda a anotação.</translation>
    </message>
    <message>
        <source>The annotation stopped: %1 The game is unchanged.</source>
        <translation>A anotação parou: %1 A partida não foi alterada.</translation>
    </message>
    <message>
        <source>The annotation was cancelled; the game is unchanged.</source>
        <translation>A anotação foi cancelada; a partida não foi alterada.</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateDialog</name>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar com o motor</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Anotar</translation>
    </message>
    <message>
        <source>To &amp;depth, in plies</source>
        <translation>Até a &amp;profundidade, em meios-lances</translation>
    </message>
    <message>
        <source>&amp;Time per move, in seconds</source>
        <translation>&amp;Tempo por lance, em segundos</translation>
    </message>
    <message>
        <source>The engine %1 looks at every position of the main line. Ferz then adds the evaluation after each move, marks inaccuracies (?!), mistakes (?) and blunders (??) with a better line for each, and sums up both sides in the game comment. The window stays usable meanwhile, and Edit ▸ Undo takes the whole annotation back.</source>
        <translation>O motor %1 examina cada posição da linha principal. Depois o Ferz adiciona a avaliação após cada lance, marca as imprecisões (?!), os erros (?) e os erros graves (??) com uma linha melhor para cada um, e resume os dois lados no comentário da partida. Enquanto isso a janela continua utilizável, e Editar ▸ Desfazer retira toda a anotação.</translation>
    </message>
</context>
<context>
    <name>ferz::Annotation</name>
    <message>
        <source>Annotated by %1. White: accuracy %2%, average loss %3 centipawns, inaccuracies (?!) %4, mistakes (?) %5, blunders (??) %6. Black: accuracy %7%, average loss %8 centipawns, inaccuracies (?!) %9, mistakes (?) %10, blunders (??) %11.</source>
        <translation>Anotada por %1. Brancas: precisão %2%, perda média %3 centipeões, imprecisões (?!) %4, erros (?) %5, erros graves (??) %6. Pretas: precisão %7%, perda média %8 centipeões, imprecisões (?!) %9, erros (?) %10, erros graves (??) %11.</translation>
    </message>
    <message>
        <source>%1, %2 s per move</source>
        <translation>%1, %2 s por lance</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, profundidade %2</translation>
    </message>
</context>
<context>
    <name>ferz::BoardAnnouncer</name>
    <message>
        <source>Square cursor on: the arrow keys move it, Enter picks up a piece and puts it down, Esc leaves.</source>
        <translation>Cursor de casas ligado: as setas o movem, Enter pega uma peça e a solta, Esc sai.</translation>
    </message>
    <message>
        <source>Square cursor off.</source>
        <translation>Cursor de casas desligado.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Levantada: %1.</translation>
    </message>
    <message>
        <source>Put back: %1.</source>
        <translation>Devolvida à casa: %1.</translation>
    </message>
    <message>
        <source>%1: nothing to pick up.</source>
        <translation>%1: não há nada para levantar.</translation>
    </message>
    <message>
        <source>%1: White is to move.</source>
        <translation>%1: jogam as brancas.</translation>
    </message>
    <message>
        <source>%1: Black is to move.</source>
        <translation>%1: jogam as pretas.</translation>
    </message>
    <message>
        <source>Promote to: %1. The arrow keys change the piece, Enter chooses it, Esc cancels.</source>
        <translation>Promoção a: %1. As setas trocam a peça, Enter a escolhe, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardController</name>
    <message>
        <source>The board stays turned until the next move; then Auto-Flip turns it to the side to move.</source>
        <translation>O tabuleiro fica girado até o próximo lance; então o giro automático o vira para o lado que joga.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardPanel</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Lance:</translation>
    </message>
</context>
<context>
    <name>ferz::CommentEditor</name>
    <message>
        <source>Comment on the Game</source>
        <translation>Comentário da partida</translation>
    </message>
    <message>
        <source>Comments on %1</source>
        <translation>Comentários a %1</translation>
    </message>
    <message>
        <source>Before the first move:</source>
        <translation>Antes do primeiro lance:</translation>
    </message>
    <message>
        <source>Before %1:</source>
        <translation>Antes de %1:</translation>
    </message>
    <message>
        <source>After %1:</source>
        <translation>Depois de %1:</translation>
    </message>
    <message>
        <source>Braces are saved as %1 and %2: in a PGN file a } would end the comment.</source>
        <translation>As chaves são salvas como %1 e %2: em um arquivo PGN, uma } encerraria o comentário.</translation>
    </message>
</context>
<context>
    <name>ferz::CourseWindow</name>
    <message>
        <source>Level %1</source>
        <translation>Nível %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Rules Course</source>
        <translation>Curso de regras</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Feito</translation>
    </message>
    <message>
        <source>Hint (F2)</source>
        <translation>Dica (F2)</translation>
    </message>
    <message>
        <source>Retry (F5)</source>
        <translation>Tentar de novo (F5)</translation>
    </message>
    <message>
        <source>Rule Page (F1)</source>
        <translation>Página da regra (F1)</translation>
    </message>
    <message>
        <source>Next Level (Ctrl+N)</source>
        <translation>Próximo nível (Ctrl+N)</translation>
    </message>
</context>
<context>
    <name>ferz::DatabaseCommands</name>
    <message>
        <source>Database</source>
        <translation>Base de partidas</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Abrir base de partidas</translation>
    </message>
    <message>
        <source>Game databases (*.ferzdb);;All files (*)</source>
        <translation>Bases de partidas (*.ferzdb);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Opened %1: %2 games.</source>
        <translation>Aberto %1; partidas: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>Não foi possível ler a partida %1 de %2: a base está danificada.</translation>
    </message>
    <message>
        <source>Game %1 of %2; Save As writes it to a PGN file.</source>
        <translation>Partida %1 de %2; “Salvar como” a grava em um arquivo PGN.</translation>
    </message>
    <message>
        <source>Import PGN into a Database</source>
        <translation>Importar PGN para uma base de partidas</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Arquivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Nova base de partidas</translation>
    </message>
    <message>
        <source>Game databases (*.ferzdb)</source>
        <translation>Bases de partidas (*.ferzdb)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <source>%1 cannot be read, or is not in UTF-8, Latin-1 or Windows-1251.</source>
        <translation>Não foi possível ler %1, ou ele não está em UTF-8, Latin-1 nem Windows-1251.</translation>
    </message>
    <message>
        <source>The import was cancelled; no database was written.</source>
        <translation>A importação foi cancelada; nenhuma base foi gravada.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2.</source>
        <translation>Partidas importadas para %2: %1.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; %3 reading errors cut games short (ferz-cli pgn check lists them).</source>
        <translation>Partidas importadas para %2: %1; %3 erros de leitura interromperam partidas (ferz-cli pgn check os lista).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Árvore de aberturas</translation>
    </message>
    <message>
        <source>%1 is not in the game. Add it to the game?</source>
        <translation>%1 não está na partida. Adicioná-lo à partida?</translation>
    </message>
</context>
<context>
    <name>ferz::DatabasePanel</name>
    <message>
        <source>Search cancelled.</source>
        <translation>Busca cancelada.</translation>
    </message>
    <message>
        <source>Write dates as 2024.05.31, 2024.05 or 2024.</source>
        <translation>Escreva as datas assim: 2024.05.31, 2024.05 ou 2024.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>%1 of %2 games match.</source>
        <translation>%1 de %2 partidas correspondem.</translation>
    </message>
    <message>
        <source>The games with this position are shown after the game: there is no search while a game is played on the clock.</source>
        <translation>As partidas com esta posição aparecem depois da partida: não há busca enquanto se joga uma partida com relógio.</translation>
    </message>
    <message>
        <source>Searching %1 games…</source>
        <translation>Buscando em %1 partidas…</translation>
    </message>
    <message>
        <source>%1 of %2 games reach this position.</source>
        <translation>%1 de %2 partidas chegam a esta posição.</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>Não foi possível abrir %1.</translation>
    </message>
    <message>
        <source>%1 is not a Ferz game database.</source>
        <translation>%1 não é uma base de partidas do Ferz.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Ferz.</source>
        <translation>%1 foi gravado por uma versão mais nova do Ferz.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 está danificado.</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new file.</source>
        <translation>%1 já existe: escolha um arquivo novo.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Esta posição</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 games</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 partidas</translation>
    </message>
    <message>
        <source>No database is open: Database ▸ Open Database.</source>
        <translation>Nenhuma base está aberta: Base de partidas ▸ Abrir base de partidas.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Evento:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;De:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Até:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>Rating &amp;at least:</source>
        <translation>Rating &amp;mínimo:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>part of a name, either colour</source>
        <translation>parte de um nome, com qualquer cor</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lance</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>All %1 games; double-click one to show it.</source>
        <translation>Todas as %1 partidas; clique duas vezes em uma para vê-la.</translation>
    </message>
    <message>
        <source>The database could not be searched: %1</source>
        <translation>Não foi possível pesquisar na base de dados: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) skipped: %1.</source>
        <translation>
            <numerusform>%n partida danificada foi ignorada: %1.</numerusform>
            <numerusform>%n partidas danificadas foram ignoradas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being written by another import now: wait for it to end, or choose a new file.</source>
        <translation>Outra importação está gravando %1 agora: espere que termine ou escolha um arquivo novo.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>Não é possível ler %1.</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motivo: %1.</translation>
    </message>
    <message>
        <source>[end]</source>
        <translation>[fim]</translation>
    </message>
    <message>
        <source>%1 was written by an older Ferz, in a form this one does not read: import its PGN file again (Database ▸ Import PGN into a Database).</source>
        <translation>%1 foi gravado por uma versão mais antiga do Ferz, em um formato que esta não lê: importe de novo o arquivo PGN (Base de partidas ▸ Importar PGN para uma base de partidas).</translation>
    </message>
</context>
<context>
    <name>ferz::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de avaliação</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>xeque-mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>afogamento</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>sem avaliação</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Início: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>White&apos;s chances move by move along the main line, from the evaluations the game holds: %1 of %2 positions evaluated. Now %3.</source>
        <translation>As chances das brancas lance a lance na linha principal, segundo as avaliações que a partida contém: %1 de %2 posições avaliadas. Agora %3.</translation>
    </message>
</context>
<context>
    <name>ferz::FileCommands</name>
    <message>
        <source>Open PGN</source>
        <translation>Abrir PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Arquivos PGN (*.pgn);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Review PGN</source>
        <translation>Revisar PGN</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>%1

Ferz could not read the rest of this game:
%2

Saving keeps that text as a comment after the last move read, so that nothing of it is lost. Save?</source>
        <translation>%1

O Ferz não conseguiu ler o resto desta partida:
%2

Ao salvar, esse texto fica como comentário depois do último lance lido, para que nada se perca. Salvar?</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Salvar PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Arquivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salvar como</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Saving replaces them with the %3 of this file. Replace it?</source>
        <translation>%1 contém %2 partidas. Ao salvar, elas são substituídas pelas %3 deste arquivo. Substituir?</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partida não salva</translation>
    </message>
    <message>
        <source>Unsaved edits of a game were found from the last time Ferz ran. Restore them?</source>
        <translation>Foram encontradas alterações não salvas de uma partida da última vez que o Ferz foi usado. Recuperá-las?</translation>
    </message>
    <message>
        <source>Unsaved edits of game %1 of %2 were found from the last time Ferz ran. Restore them?</source>
        <translation>Foram encontradas alterações não salvas da partida %1 de %2 da última vez que o Ferz foi usado. Recuperá-las?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>Não é possível ler a partida %1 de %2.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Web page (*.html)</source>
        <translation>PDF (*.pdf);;Página da web (*.html)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado para %1.</translation>
    </message>
    <message>
        <source>The position&apos;s FEN is on the clipboard.</source>
        <translation>A FEN da posição está na área de transferência.</translation>
    </message>
    <message>
        <source>The game&apos;s PGN is on the clipboard.</source>
        <translation>O PGN da partida está na área de transferência.</translation>
    </message>
    <message>
        <source>PGN files and game databases (*.pgn *.ferzdb);;All files (*)</source>
        <translation>Arquivos PGN e bases de partidas (*.pgn *.ferzdb);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>(game %1 of %2)</source>
        <translation>(partida %1 de %2)</translation>
    </message>
    <message>
        <source>The game in progress, %1, is not saved. Save it?</source>
        <translation>A partida em andamento, %1, não está salva. Salvar?</translation>
    </message>
    <message>
        <source>The game %1 is not saved. Save it?</source>
        <translation>A partida %1 não está salva. Salvar?</translation>
    </message>
    <message>
        <source>The game %1 has edits that are not saved. Save them?</source>
        <translation>A partida %1 tem alterações não salvas. Salvar?</translation>
    </message>
    <message>
        <source>Reading the games of %1…</source>
        <translation>Lendo as partidas de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>(game %1 of the pasted games)</source>
        <translation>(partida %1 das coladas)</translation>
    </message>
</context>
<context>
    <name>ferz::GameAnnotator</name>
    <message>
        <source>The engine %1 gave no evaluation of a position.</source>
        <translation>O motor %1 não deu avaliação de uma posição.</translation>
    </message>
</context>
<context>
    <name>ferz::GameListModel</name>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Lances</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Meio lance</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seguinte</translation>
    </message>
</context>
<context>
    <name>ferz::GameListWidget</name>
    <message>
        <source>Filter games: player, event, date, ECO…</source>
        <translation>Filtrar partidas: jogador, evento, data, ECO…</translation>
    </message>
</context>
<context>
    <name>ferz::GamePanel</name>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>(edited)</source>
        <translation>(modificada)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
</context>
<context>
    <name>ferz::GameSession</name>
    <message>
        <source>The line %1 follows the game&apos;s own moves: there is no variation to add.</source>
        <translation>A linha %1 segue os próprios lances da partida: não há variante a adicionar.</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Adicionar variante</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>Variante %1 adicionada.</translation>
    </message>
    <message>
        <source>Promote Variation</source>
        <translation>Promover variante</translation>
    </message>
    <message>
        <source>Demote Variation</source>
        <translation>Rebaixar variante</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Tornar linha principal</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Apagar variante</translation>
    </message>
    <message>
        <source>Delete Moves from Here</source>
        <translation>Apagar lances a partir daqui</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentário</translation>
    </message>
    <message>
        <source>Remove Symbol</source>
        <translation>Remover sinal</translation>
    </message>
    <message>
        <source>Add Symbol</source>
        <translation>Adicionar sinal</translation>
    </message>
    <message>
        <source>Remove Symbols</source>
        <translation>Remover sinais</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Desenhar seta</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Marcar casa</translation>
    </message>
    <message>
        <source>Cannot save into %1: the file is no longer there (deleted or moved). Save As writes the game elsewhere.</source>
        <translation>Não foi possível salvar em %1: o arquivo não está mais lá (apagado ou movido). &quot;Salvar como&quot; grava a partida em outro lugar.</translation>
    </message>
    <message>
        <source>Cannot save into %1: another program changed this game in the file since Ferz read it, and saving would overwrite that change. Save As writes your version to another file.</source>
        <translation>Não foi possível salvar em %1: outro programa alterou esta partida no arquivo depois que o Ferz a leu, e salvar apagaria essa alteração. &quot;Salvar como&quot; grava a sua versão em outro arquivo.</translation>
    </message>
    <message>
        <source>Cannot save into %1: it cannot be read (%2).</source>
        <translation>Não foi possível salvar em %1: não é possível lê-lo (%2).</translation>
    </message>
    <message>
        <source>Cannot save into %1: %2.</source>
        <translation>Não foi possível salvar em %1: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 saved into %3; the other games are unchanged.</source>
        <translation>Partida %1 de %2 salva em %3; as outras partidas não mudaram.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salva em %1.</translation>
    </message>
    <message>
        <source>The file had been changed by another program since it was opened: Ferz found the game again and kept the rest of the file as it is now.</source>
        <translation>Outro programa tinha alterado o arquivo depois que ele foi aberto: o Ferz encontrou a partida de novo e manteve o resto do arquivo como está agora.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>Não foi possível gravar %1: a pasta %2 não existe.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Não foi possível gravar %1: %2.</translation>
    </message>
    <message>
        <source>Saved this game alone to %1: the other games of %2 could not be copied. %3</source>
        <translation>Só esta partida foi salva em %1: as outras partidas de %2 não puderam ser copiadas. %3</translation>
    </message>
    <message>
        <source>Cannot read %1 back after writing it: %2.</source>
        <translation>Não foi possível ler %1 de novo depois de gravá-lo: %2.</translation>
    </message>
</context>
<context>
    <name>ferz::HeaderEditor</name>
    <message>
        <source>Game Headers</source>
        <translation>Cabeçalhos da partida</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Adicionar etiqueta</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Remover etiqueta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
</context>
<context>
    <name>ferz::LetterBar</name>
    <message>
        <source>Russian king</source>
        <translation>rei russo</translation>
    </message>
    <message>
        <source>Russian queen</source>
        <translation>dama russa</translation>
    </message>
    <message>
        <source>Russian rook</source>
        <translation>torre russa</translation>
    </message>
    <message>
        <source>Russian bishop</source>
        <translation>bispo russo</translation>
    </message>
    <message>
        <source>Russian knight</source>
        <translation>cavalo russo</translation>
    </message>
    <message>
        <source>dash between the squares</source>
        <translation>travessão entre as casas</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>captura</translation>
    </message>
    <message>
        <source>check</source>
        <translation>xeque</translation>
    </message>
    <message>
        <source>double check</source>
        <translation>xeque duplo</translation>
    </message>
    <message>
        <source>mate</source>
        <translation>xeque-mate</translation>
    </message>
    <message>
        <source>castling on the king&apos;s side</source>
        <translation>roque pequeno</translation>
    </message>
    <message>
        <source>castling on the queen&apos;s side</source>
        <translation>roque grande</translation>
    </message>
    <message>
        <source>Russian notation letters</source>
        <translation>Letras da notação russa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Type %1 (%2)</source>
        <translation>Digitar %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ferz::LevelText</name>
    <message numerus="yes">
        <source>You have %n move(s).</source>
        <translation>
            <numerusform>Você tem %n lance.</numerusform>
            <numerusform>Você tem %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Is the move shown by the arrow legal?</source>
        <translation>O lance mostrado pela seta é legal?</translation>
    </message>
    <message>
        <source>What is the state of the game?</source>
        <translation>Qual é a situação da partida?</translation>
    </message>
    <message>
        <source>White&apos;s flag falls. What is the result?</source>
        <translation>Cai a bandeira das brancas. Qual é o resultado?</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls. What is the result?</source>
        <translation>Cai a bandeira das pretas. Qual é o resultado?</translation>
    </message>
    <message>
        <source>White completes a second illegal move. What is the result?</source>
        <translation>As brancas completam um segundo lance ilegal. Qual é o resultado?</translation>
    </message>
    <message>
        <source>Black completes a second illegal move. What is the result?</source>
        <translation>As pretas completam um segundo lance ilegal. Qual é o resultado?</translation>
    </message>
    <message>
        <source>May White offer a draw now?</source>
        <translation>As brancas podem oferecer empate agora?</translation>
    </message>
    <message>
        <source>May Black offer a draw now?</source>
        <translation>As pretas podem oferecer empate agora?</translation>
    </message>
    <message>
        <source>May White accept a draw now?</source>
        <translation>As brancas podem aceitar empate agora?</translation>
    </message>
    <message>
        <source>May Black accept a draw now?</source>
        <translation>As pretas podem aceitar empate agora?</translation>
    </message>
    <message>
        <source>May White resign now?</source>
        <translation>As brancas podem abandonar agora?</translation>
    </message>
    <message>
        <source>May Black resign now?</source>
        <translation>As pretas podem abandonar agora?</translation>
    </message>
    <message>
        <source>What is the result of the game?</source>
        <translation>Qual é o resultado da partida?</translation>
    </message>
    <message>
        <source>Type the move shown by the arrow in %1.</source>
        <translation>Escreva o lance mostrado pela seta em %1.</translation>
    </message>
    <message>
        <source>Play this move on the board, written in %1:</source>
        <translation>Faça no tabuleiro este lance, escrito em %1:</translation>
    </message>
    <message numerus="yes">
        <source>Click the square named, %n square(s) in a row.</source>
        <translation>
            <numerusform>Clique na casa indicada, %n casa seguida.</numerusform>
            <numerusform>Clique na casa indicada, %n casas seguidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type the name of the highlighted square, %n square(s) in a row.</source>
        <translation>
            <numerusform>Digite o nome da casa destacada, %n casa seguida.</numerusform>
            <numerusform>Digite o nome da casa destacada, %n casas seguidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Try to finish within %n second(s).</source>
        <translation>
            <numerusform>Tente terminar em %n segundo.</numerusform>
            <numerusform>Tente terminar em %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Ilegal</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Xeque-mate</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Afogamento</translation>
    </message>
    <message>
        <source>Dead position: a draw</source>
        <translation>Posição morta: empate</translation>
    </message>
    <message>
        <source>A draw may be claimed</source>
        <translation>Pode-se reivindicar o empate</translation>
    </message>
    <message>
        <source>Drawn automatically</source>
        <translation>Empate automático</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>A partida continua</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Vitória das brancas</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Vitória das pretas</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>short notation as Russian books write it (%1; : + ++ × 0–0)</source>
        <translation>notação abreviada como a escrevem os livros russos (%1; : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>long notation as Russian books write it (%1; — : + ++ × 0–0)</source>
        <translation>notação completa como a escrevem os livros russos (%1; — : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>short notation (%1)</source>
        <translation>notação abreviada (%1)</translation>
    </message>
    <message>
        <source>long notation (%1)</source>
        <translation>notação completa (%1)</translation>
    </message>
    <message>
        <source>The move is legal.</source>
        <translation>O lance é legal.</translation>
    </message>
    <message>
        <source>Checkmate: the king is in check and no move gets it out.</source>
        <translation>Xeque-mate: o rei está em xeque e nenhum lance o tira dele.</translation>
    </message>
    <message>
        <source>Stalemate: the side to move is not in check but has no legal move, so the game is drawn.</source>
        <translation>Afogamento: o lado que joga não está em xeque, mas não tem nenhum lance legal, então é empate.</translation>
    </message>
    <message>
        <source>A dead position: no series of legal moves can ever lead to checkmate, so the game is drawn at once.</source>
        <translation>Posição morta: nenhuma série de lances legais pode mais levar ao mate, então a partida termina empatada na hora.</translation>
    </message>
    <message>
        <source>The side to move may claim a draw: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>O lado que joga pode reivindicar o empate: cada lado fez cinquenta lances sem capturas nem lances de peão.</translation>
    </message>
    <message numerus="yes">
        <source>The side to move may claim a draw: this position has now stood on the board %n time(s).</source>
        <translation>
            <numerusform>O lado que joga pode reivindicar o empate: esta posição já esteve no tabuleiro %n vez.</numerusform>
            <numerusform>O lado que joga pode reivindicar o empate: esta posição já esteve no tabuleiro %n vezes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is drawn by itself: the same position has stood on the board five times.</source>
        <translation>A partida está empatada por si só: a mesma posição esteve cinco vezes no tabuleiro.</translation>
    </message>
    <message>
        <source>The game is drawn by itself: seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <translation>A partida está empatada por si só: cada lado fez setenta e cinco lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>The game goes on: there are legal moves, mate is still possible, and no draw can be claimed yet.</source>
        <translation>A partida continua: há lances legais, o mate ainda é possível e ainda não se pode reivindicar o empate.</translation>
    </message>
    <message>
        <source>The opponent could not checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>O adversário não poderia dar mate com nenhuma série de lances legais, então é empate.</translation>
    </message>
    <message>
        <source>The opponent could still checkmate, however clumsy the defence, so the game is lost.</source>
        <translation>O adversário ainda poderia dar mate, mesmo que só com a defesa mais desastrada, então a partida está perdida.</translation>
    </message>
    <message>
        <source>Yes: during one&apos;s own turn a draw may be offered, and the offer goes with the next move.</source>
        <translation>Sim: na própria vez pode-se oferecer empate, e a oferta vai junto com o próximo lance.</translation>
    </message>
    <message>
        <source>No: the game is already over.</source>
        <translation>Não: a partida já terminou.</translation>
    </message>
    <message>
        <source>No: the opponent&apos;s offer is still open; it is to be accepted or declined.</source>
        <translation>Não: a oferta do adversário ainda está aberta; é preciso aceitá-la ou recusá-la.</translation>
    </message>
    <message>
        <source>Yes: the opponent offered a draw with the last move, and the offer is still open.</source>
        <translation>Sim: o adversário ofereceu empate com o último lance, e a oferta ainda está aberta.</translation>
    </message>
    <message>
        <source>No: there is no open offer. An offer that was declined, by saying so or by making a move, is gone.</source>
        <translation>Não: não há nenhuma oferta aberta. Uma oferta recusada, com palavras ou com um lance, deixou de existir.</translation>
    </message>
    <message>
        <source>Yes: a player may resign at any moment, whether it is their turn or not.</source>
        <translation>Sim: pode-se abandonar a qualquer momento, seja ou não a própria vez.</translation>
    </message>
    <message>
        <source>No: the game is already over, and a resignation changes nothing.</source>
        <translation>Não: a partida já terminou, e abandonar não muda nada.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Vitória das brancas: as pretas abandonaram.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Vitória das pretas: as brancas abandonaram.</translation>
    </message>
    <message>
        <source>White wins by checkmate.</source>
        <translation>Vitória das brancas por xeque-mate.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Vitória das pretas por xeque-mate.</translation>
    </message>
    <message>
        <source>A draw by agreement.</source>
        <translation>Empate por acordo.</translation>
    </message>
    <message>
        <source>A draw, claimed by the player on move.</source>
        <translation>Empate, reivindicado pelo jogador da vez.</translation>
    </message>
    <message>
        <source>The game goes on: nothing has ended it.</source>
        <translation>A partida continua: nada a terminou.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, which has a legal move, so it is the piece that must move.</source>
        <translation>Peça tocada: você tocou %1, que tem lance legal, então é essa peça que deve ser jogada.</translation>
    </message>
    <message>
        <source>%1 gives no check.</source>
        <translation>%1 não dá xeque.</translation>
    </message>
    <message>
        <source>%1 is not a double check: two pieces must attack the king at once.</source>
        <translation>%1 não é xeque duplo: duas peças devem atacar o rei ao mesmo tempo.</translation>
    </message>
    <message>
        <source>%1 is not mate: the king is not even in check.</source>
        <translation>%1 não é mate: o rei nem sequer está em xeque.</translation>
    </message>
    <message>
        <source>%1 gives check, but it is not mate: the answer %2 gets out of it.</source>
        <translation>%1 dá xeque, mas não é mate: a resposta %2 escapa dele.</translation>
    </message>
    <message>
        <source>%1 is stalemate: the other side has no legal move but is not in check, and the game is drawn.</source>
        <translation>%1 é afogamento: o outro lado não tem lances legais, mas não está em xeque, e a partida empata.</translation>
    </message>
    <message>
        <source>%1 is not stalemate: the other side can still move, for example %2.</source>
        <translation>%1 não é afogamento: o outro lado ainda pode jogar, por exemplo %2.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by moving the king.</source>
        <translation>%1 acaba com o xeque, mas aqui saia dele movendo o rei.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by taking the checking piece.</source>
        <translation>%1 acaba com o xeque, mas aqui saia dele capturando a peça que dá xeque.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by putting a piece in between.</source>
        <translation>%1 acaba com o xeque, mas aqui saia dele colocando uma peça no meio.</translation>
    </message>
    <message>
        <source>%1 promotes no pawn.</source>
        <translation>%1 não promove nenhum peão.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a queen.</source>
        <translation>%1 dá outra peça: aqui o peão deve virar dama.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a rook.</source>
        <translation>%1 dá outra peça: aqui o peão deve virar torre.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a bishop.</source>
        <translation>%1 dá outra peça: aqui o peão deve virar bispo.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a knight.</source>
        <translation>%1 dá outra peça: aqui o peão deve virar cavalo.</translation>
    </message>
    <message>
        <source>%1 is not castling.</source>
        <translation>%1 não é roque.</translation>
    </message>
    <message>
        <source>That is castling on the queen&apos;s side: castle on the king&apos;s side.</source>
        <translation>Isso é o roque grande: faça o roque pequeno.</translation>
    </message>
    <message>
        <source>That is castling on the king&apos;s side: castle on the queen&apos;s side.</source>
        <translation>Isso é o roque pequeno: faça o roque grande.</translation>
    </message>
    <message>
        <source>%1 is not an en passant capture.</source>
        <translation>%1 não é uma captura en passant.</translation>
    </message>
    <message>
        <source>%1 captures nothing.</source>
        <translation>%1 não captura nada.</translation>
    </message>
    <message>
        <source>%1 captures on another square: the piece to take stands on %2.</source>
        <translation>%1 captura em outra casa: a peça a capturar está em %2.</translation>
    </message>
    <message>
        <source>Right: no draw can be claimed here, so the game goes on.</source>
        <translation>Certo: aqui não se pode reivindicar o empate, então a partida continua.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which completes fifty moves without a capture or a pawn move.</source>
        <translation>Certo: você reivindica o empate com %1, que completa cinquenta lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which puts the same position on the board for the third time.</source>
        <translation>Certo: você reivindica o empate com %1, que põe a mesma posição no tabuleiro pela terceira vez.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by the fifty-move rule.</source>
        <translation>Certo: o empate é reivindicado pela regra dos cinquenta lances.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by threefold repetition.</source>
        <translation>Certo: o empate é reivindicado por tripla repetição.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by the fifty-move rule; by moving you gave that claim up.</source>
        <translation>Você podia reivindicar o empate antes de jogar, pela regra dos cinquenta lances; ao jogar, abriu mão disso.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by threefold repetition; by moving you gave that claim up.</source>
        <translation>Você podia reivindicar o empate antes de jogar, por tripla repetição; ao jogar, abriu mão disso.</translation>
    </message>
    <message>
        <source>%1 allows a claim, but you made it without claiming: once the move stands, the right to claim passes to your opponent.</source>
        <translation>%1 permite reivindicar, mas você o fez sem reivindicar: feito o lance, o direito de reivindicar passa ao adversário.</translation>
    </message>
    <message>
        <source>%1 allows no claim: it neither repeats a position a third time nor completes fifty moves. The move stands and the game goes on.</source>
        <translation>%1 não permite reivindicar: não repete uma posição pela terceira vez nem completa cinquenta lances. O lance vale e a partida continua.</translation>
    </message>
    <message>
        <source>That move is legal, but you missed a draw: announcing %1 would have let you claim it.</source>
        <translation>O lance é legal, mas você deixou escapar um empate: anunciando %1, poderia reivindicá-lo.</translation>
    </message>
    <message>
        <source>That move gives check, and here the other side only passes, which a king in check cannot do: choose a move that gives no check.</source>
        <translation>Esse lance dá xeque, e aqui o outro lado apenas passa, o que um rei em xeque não pode fazer: escolha um lance que não dê xeque.</translation>
    </message>
    <message>
        <source>Out of moves. Press Retry to try again.</source>
        <translation>Os lances acabaram. Clique em Tentar de novo para recomeçar.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Não exatamente.</translation>
    </message>
    <message numerus="yes">
        <source>No draw can be claimed now: this position has stood on the board %n time(s), and a claim needs three; nor have fifty moves passed without a capture or a pawn move.</source>
        <translation>
            <numerusform>Agora não se pode reivindicar o empate: esta posição esteve no tabuleiro %n vez, e são precisas três; nem se passaram cinquenta lances sem capturas nem lances de peão.</numerusform>
            <numerusform>Agora não se pode reivindicar o empate: esta posição esteve no tabuleiro %n vezes, e são precisas três; nem se passaram cinquenta lances sem capturas nem lances de peão.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is another move: read the notation again.</source>
        <translation>%1 é outro lance: leia a notação de novo.</translation>
    </message>
    <message>
        <source>That is another move, %1: the arrow goes from %2 to %3.</source>
        <translation>Esse é outro lance, %1: a seta vai de %2 a %3.</translation>
    </message>
    <message>
        <source>Right move, but not written as asked: in this notation it is %1.</source>
        <translation>O lance está certo, mas não foi escrito como pedido: nesta notação é %1.</translation>
    </message>
    <message>
        <source>That is %1, not %2.</source>
        <translation>Essa é %1, não %2.</translation>
    </message>
    <message>
        <source>That is not %1: the highlighted square is %2.</source>
        <translation>Não é %1: a casa destacada é %2.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Certo.</translation>
    </message>
    <message>
        <source>Well done: every star is collected.</source>
        <translation>Muito bem: todas as estrelas foram coletadas.</translation>
    </message>
    <message>
        <source>Well done: every square named.</source>
        <translation>Muito bem: você acertou todas as casas.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Certo: %1.</translation>
    </message>
    <message>
        <source>%1 — level %2 of %3</source>
        <translation>%1 — nível %2 de %3</translation>
    </message>
    <message>
        <source>No: this player&apos;s last offer was declined, and under the Brazilian rule text only the player who declined may make the next offer.</source>
        <translation>Não: a última oferta deste jogador foi recusada, e pelo texto brasileiro de regras só quem a recusou pode fazer a próxima.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king in check has a move that gets it out.</source>
        <translation>Não é xeque-mate: o rei em xeque tem um lance que o tira do xeque.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king is not in check.</source>
        <translation>Não é xeque-mate: o rei não está em xeque.</translation>
    </message>
    <message>
        <source>It is not stalemate: the king is in check.</source>
        <translation>Não é afogamento: o rei está em xeque.</translation>
    </message>
    <message>
        <source>It is not stalemate: the side to move has a legal move.</source>
        <translation>Não é afogamento: o lado que joga tem um lance legal.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board five times, nor have seventy-five moves by each side passed without a capture or a pawn move.</source>
        <translation>A partida não termina empatada por si só: a mesma posição não apareceu cinco vezes, nem se passaram setenta e cinco lances de cada lado sem captura nem lance de peão.</translation>
    </message>
    <message>
        <source>The game is already over: see whether the side to move is in check, and whether it has a legal move.</source>
        <translation>A partida já terminou: veja se o lado que joga está em xeque e se tem algum lance legal.</translation>
    </message>
    <message>
        <source>It is not a dead position: with the material on the board a checkmate is still possible.</source>
        <translation>Não é posição morta: com o material que há no tabuleiro, o mate ainda é possível.</translation>
    </message>
    <message>
        <source>There is nothing to claim: the game has already ended by itself.</source>
        <translation>Não há o que reivindicar: a partida já terminou por si só.</translation>
    </message>
    <message>
        <source>The game cannot go on: look at the material. Can any series of legal moves still lead to checkmate?</source>
        <translation>A partida não pode continuar: olhe o material. Alguma série de lances legais ainda pode levar ao mate?</translation>
    </message>
    <message>
        <source>The player whose time ran out cannot win: the game is lost or, at best, drawn.</source>
        <translation>Quem ficou sem tempo não pode vencer: a partida está perdida ou, na melhor das hipóteses, empatada.</translation>
    </message>
    <message>
        <source>The player who completed a second illegal move cannot win: the game is lost or, at best, drawn.</source>
        <translation>Quem completou um segundo lance ilegal não pode vencer: a partida está perdida ou, na melhor das hipóteses, empatada.</translation>
    </message>
    <message>
        <source>It is not a draw: the opponent could still checkmate by some series of legal moves, if the defence were clumsy enough.</source>
        <translation>Não é empate: o adversário ainda poderia dar mate com alguma série de lances legais, se a defesa fosse desajeitada o bastante.</translation>
    </message>
    <message>
        <source>The opponent does not win: no series of legal moves would let them checkmate, however clumsy the defence.</source>
        <translation>O adversário não vence: nenhuma série de lances legais permitiria que ele desse mate, por mais desajeitada que fosse a defesa.</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, as Ferz&apos;s games do: after a declined offer only the player who declined may make the next. FIDE&apos;s Laws have no such rule; they only forbid annoying the opponent (Article 11.5).</source>
        <translation>Este nível segue o texto brasileiro de regras, como as partidas do programa: depois de uma oferta recusada, só quem recusou pode fazer a próxima. As Leis da FIDE não têm essa regra; só proíbem incomodar o adversário (artigo 11.5).</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is on: king and two knights against a king is a dead position.</source>
        <translation>Este nível segue o texto brasileiro de regras, porque Regras ▸ R+C+C contra rei sozinho é posição morta está ativado: rei e dois cavalos contra rei é posição morta.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is off: king and two knights against a king is not a dead position.</source>
        <translation>Este nível segue as Leis da FIDE, porque Regras ▸ R+C+C contra rei sozinho é posição morta está desativado: rei e dois cavalos contra rei não é posição morta.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Tente de novo.</translation>
    </message>
</context>
<context>
    <name>ferz::LevelView</name>
    <message>
        <source>The arrow shows the move to try.</source>
        <translation>A seta mostra o lance que você pode tentar.</translation>
    </message>
    <message>
        <source>Moves made: %1 of %2.</source>
        <translation>Lances feitos: %1 de %2.</translation>
    </message>
    <message>
        <source>Square %1 of %2, %3 s.</source>
        <translation>Casa %1 de %2, %3 s.</translation>
    </message>
    <message>
        <source>Before this position: %1</source>
        <translation>Antes desta posição: %1</translation>
    </message>
    <message>
        <source>Type the name of a square: its file, a to h, then its rank, 1 to 8, as in e4.</source>
        <translation>Digite o nome de uma casa: primeiro a coluna, de a a h, depois a fileira, de 1 a 8, como em e4.</translation>
    </message>
    <message>
        <source>Claim a Draw (Ctrl+D)</source>
        <translation>Reivindicar empate (Ctrl+D)</translation>
    </message>
    <message>
        <source>Claim a draw with my next move (Ctrl+M)</source>
        <translation>Reivindicar empate com o meu próximo lance (Ctrl+M)</translation>
    </message>
    <message>
        <source>Type a square, such as e4, and press Enter</source>
        <translation>Digite uma casa, como e4, e pressione Enter</translation>
    </message>
    <message>
        <source>Type the move and press Enter</source>
        <translation>Digite o lance e pressione Enter</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, O-O) and press Enter, or play it on the board</source>
        <translation>Digite um lance (e4, Cf3, O-O) e pressione Enter, ou faça-o no tabuleiro</translation>
    </message>
    <message>
        <source>star</source>
        <translation>estrela</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Seu lance</translation>
    </message>
</context>
<context>
    <name>ferz::LooksDialog</name>
    <message>
        <source>Board and Pieces</source>
        <translation>Tabuleiro e peças</translation>
    </message>
    <message>
        <source>&amp;Coordinates inside the squares</source>
        <translation>&amp;Coordenadas dentro das casas</translation>
    </message>
    <message>
        <source>&amp;Sounds: move, capture, check, end of the game, low time</source>
        <translation>&amp;Sons: lance, captura, xeque, fim da partida, pouco tempo</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Peças:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Cores:</translation>
    </message>
</context>
<context>
    <name>ferz::MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Escolha um motor de xadrez UCI</translation>
    </message>
    <message>
        <source>Ferz[*]</source>
        <translation>Ferz[*]</translation>
    </message>
    <message>
        <source>%1[*] — Ferz</source>
        <translation>%1[*] — Ferz</translation>
    </message>
    <message>
        <source>The engine is analysing a clocked game between two players: in a real game that is outside help (FIDE 11.3). Analyse (Ctrl+E) switches it off.</source>
        <translation>O motor está analisando uma partida com relógio entre dois jogadores: numa partida de verdade isso é ajuda externa (FIDE 11.3). Analisar (Ctrl+E) o desliga.</translation>
    </message>
    <message>
        <source>White to move: play on the board, or choose File ▸ New Game (Ctrl+N) for the players&apos; names, a clock or an engine.</source>
        <translation>As brancas jogam: jogue no tabuleiro ou escolha Arquivo ▸ Nova partida (Ctrl+N) para os nomes dos jogadores, um relógio ou um motor.</translation>
    </message>
</context>
<context>
    <name>ferz::MoveBox</name>
    <message>
        <source>Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter</source>
        <translation>Digite um lance (e4, Cf3, Nf3, O-O, e7e8D) e pressione Enter</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>&quot;%1&quot; não é um lance em nenhuma notação que o Ferz entenda: escreva, por exemplo, e4, Cf3, exd5, O-O ou e8=D.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no piece of that kind can go there in this position.</source>
        <translation>&quot;%1&quot;: nenhuma peça desse tipo pode ir para lá nesta posição.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; fits more than one move (%2): say which piece moves.</source>
        <translation>&quot;%1&quot; corresponde a mais de um lance (%2): indique qual peça se move.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>&quot;%1&quot; não é permitido. %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; promotes the pawn: which piece does it become, %2, %3, %4 or %5?</source>
        <translation>&quot;%1&quot; promove o peão: em que peça ele se transforma, %2, %3, %4 ou %5?</translation>
    </message>
</context>
<context>
    <name>ferz::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sem relógio</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Morte súbita</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Incremento Fischer</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Atraso Bronstein</translation>
    </message>
    <message>
        <source>minutes, or stages such as 40/90, 30</source>
        <translation>minutos, ou etapas como 40/90, 30</translation>
    </message>
    <message>
        <source>Minutes for the game, or moves/minutes stages separated by commas: 40/90, 30 gives 90 minutes for 40 moves, then 30 minutes for the rest.</source>
        <translation>Minutos para a partida, ou etapas lances/minutos separadas por vírgulas: 40/90, 30 dá 90 minutos para 40 lances e depois 30 minutos para o resto.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>the standard starting position</source>
        <translation>a posição inicial padrão</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Brancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Pretas:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Relógio:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>&amp;Increment or delay per move:</source>
        <translation>&amp;Incremento ou atraso por lance:</translation>
    </message>
    <message>
        <source>Start from &amp;FEN:</source>
        <translation>Começar pela &amp;FEN:</translation>
    </message>
    <message>
        <source>The time &quot;%1&quot; cannot be read: give minutes (90, 0.5) or stages such as 40/90, 30.</source>
        <translation>Não é possível ler o tempo &quot;%1&quot;: informe minutos (90, 0.5) ou etapas como 40/90, 30.</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>o motor</translation>
    </message>
    <message>
        <source>your name, whichever colour you get</source>
        <translation>seu nome, seja qual for a sua cor</translation>
    </message>
</context>
<context>
    <name>ferz::NotationView</name>
    <message numerus="yes">
        <source>… %Ln earlier move(s)</source>
        <translation>
            <numerusform>… %Ln lance anterior</numerusform>
            <numerusform>… %Ln lances anteriores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln later move(s) …</source>
        <translation>
            <numerusform>%Ln lance posterior …</numerusform>
            <numerusform>%Ln lances posteriores …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s): read them all]</source>
        <translation>
            <numerusform>[… mais %Ln caractere: ler tudo]</numerusform>
            <numerusform>[… mais %Ln caracteres: ler tudo]</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notação</translation>
    </message>
</context>
<context>
    <name>ferz::OpponentBox</name>
    <message>
        <source>The engine may &amp;resign a lost game</source>
        <translation>O motor pode &amp;abandonar uma partida perdida</translation>
    </message>
    <message>
        <source>Two people at this board</source>
        <translation>Duas pessoas neste tabuleiro</translation>
    </message>
    <message>
        <source>You play White against the engine</source>
        <translation>Você joga de brancas contra o motor</translation>
    </message>
    <message>
        <source>You play Black against the engine</source>
        <translation>Você joga de pretas contra o motor</translation>
    </message>
    <message>
        <source>You play a random colour against the engine</source>
        <translation>Você joga contra o motor com uma cor sorteada</translation>
    </message>
    <message>
        <source>The engine plays both sides</source>
        <translation>O motor joga pelos dois lados</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Amador</translation>
    </message>
    <message>
        <source>Club player (about 1800)</source>
        <translation>Jogador de clube (cerca de 1800)</translation>
    </message>
    <message>
        <source>Strong (about 2400)</source>
        <translation>Forte (cerca de 2400)</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Força total</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo:</translation>
    </message>
    <message>
        <source>No chess engine was found: install Stockfish, or choose an engine with Analysis ▸ Choose Engine…, to play against the computer.</source>
        <translation>Nenhum motor de xadrez foi encontrado: instale o Stockfish ou escolha um motor em Análise ▸ Escolher motor… para jogar contra o computador.</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Força:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Who plays:</source>
        <translation>&amp;Quem joga:</translation>
    </message>
</context>
<context>
    <name>ferz::PlayCommands</name>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Who resigns? The game ends at once and cannot go on.</source>
        <translation>Quem abandona? A partida termina na hora e não pode continuar.</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>As brancas abandonam</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>As pretas abandonam</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Voltar lance</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move. %2, do you agree?</source>
        <translation>%1 pedem para voltar o último lance. %2, vocês concordam?</translation>
    </message>
    <message>
        <source>%1 does not agree to take the move back.</source>
        <translation>%1 não concordam em voltar o lance.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>%1 The game is kept and the clock is paused. Go on with another engine, or as a game between two people?</source>
        <translation>%1 A partida foi mantida e o relógio está pausado. Continuar com outro motor, ou como partida entre duas pessoas?</translation>
    </message>
    <message>
        <source>Choose Another Engine…</source>
        <translation>Escolher outro motor…</translation>
    </message>
    <message>
        <source>Two People Play On</source>
        <translation>Duas pessoas continuam</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Escolha um motor de xadrez UCI</translation>
    </message>
    <message>
        <source>%1 The game is kept. Go on with another engine, or as a game between two people?</source>
        <translation>%1 A partida foi mantida. Continuar com outro motor, ou como partida entre duas pessoas?</translation>
    </message>
    <message>
        <source>Resume the clock to go on.</source>
        <translation>Retome o relógio para continuar.</translation>
    </message>
    <message>
        <source>The engine left the game: a person plays %1 now.</source>
        <translation>O motor saiu da partida: agora uma pessoa joga com %1.</translation>
    </message>
    <message>
        <source>%1 plays %2 now.</source>
        <translation>Agora %1 joga com %2.</translation>
    </message>
</context>
<context>
    <name>ferz::PlaySession</name>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source> · clock paused</source>
        <translation> · relógio pausado</translation>
    </message>
    <message>
        <source> · showing an earlier position (End returns to the game)</source>
        <translation> · mostrando uma posição anterior (End volta à partida)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Moves are played at the last position: press End to go there.</source>
        <translation>Os lances são feitos na última posição: pressione End para ir até ela.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) to go on playing.</source>
        <translation>O relógio está pausado: retome-o (Partida ▸ Retomar relógio) para continuar jogando.</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Esse lance não permite reivindicar empate: ele fica valendo e a partida continua.</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept it, decline it, or decline by moving.</source>
        <translation>%1 oferecem empate: aceite, recuse ou recuse jogando.</translation>
    </message>
    <message>
        <source>%1 offers a draw: the offer is made with the next move.</source>
        <translation>%1 oferecem empate: a oferta é feita com o próximo lance.</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 recusam a oferta de empate.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Agora faça o lance que repete a posição pela terceira vez ou completa os cinquenta lances: o empate é reivindicado com ele.</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>O último lance foi desfeito.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the engine plays %2.</source>
        <translation>É a vez de %1: o motor joga com %2.</translation>
    </message>
    <message>
        <source>Against the engine, moves are taken back only in games without a clock.</source>
        <translation>Contra o motor, lances só são voltados em partidas sem relógio.</translation>
    </message>
    <message>
        <source>The engine&apos;s own moves are not taken back.</source>
        <translation>Os lances do próprio motor não são voltados.</translation>
    </message>
    <message>
        <source>Your last move and the engine&apos;s answer were taken back.</source>
        <translation>Seu último lance e a resposta do motor foram voltados.</translation>
    </message>
    <message>
        <source>The engine resigns: it sees no way to save the game.</source>
        <translation>O motor abandona: não vê como salvar a partida.</translation>
    </message>
    <message>
        <source>The engine accepts the draw offer.</source>
        <translation>O motor aceita a proposta de empate.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joga %2.</translation>
    </message>
    <message>
        <source>It declines the draw offer.</source>
        <translation>Ele recusa a proposta de empate.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by threefold repetition (Game ▸ Claim Draw)</source>
        <translation>%1 podem reivindicar o empate por tripla repetição (Partida ▸ Reivindicar empate)</translation>
    </message>
    <message>
        <source>%1 may claim a draw by the fifty-move rule (Game ▸ Claim Draw)</source>
        <translation>%1 podem reivindicar o empate pela regra dos cinquenta lances (Partida ▸ Reivindicar empate)</translation>
    </message>
    <message>
        <source>%1 may claim a draw with the next move (Game ▸ Claim Draw with the Next Move)</source>
        <translation>%1 podem reivindicar o empate com o próximo lance (Partida ▸ Reivindicar empate com o próximo lance)</translation>
    </message>
    <message>
        <source>The clock runs again.</source>
        <translation>O relógio voltou a correr.</translation>
    </message>
</context>
<context>
    <name>ferz::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Montar posição</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Brancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Brancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Pretas O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Pretas O-O-O</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>coluna %1</translation>
    </message>
    <message>
        <source>Side to &amp;move:</source>
        <translation>&amp;Vez de:</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Roque:</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contador de &amp;meios-lances:</translation>
    </message>
    <message>
        <source>&amp;Fullmove number:</source>
        <translation>&amp;Número do lance:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Limpar tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posição &amp;inicial</translation>
    </message>
    <message>
        <source>Cop&amp;y FEN</source>
        <translation>Cop&amp;iar FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;lar FEN</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Jogar daqui</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>None: the position is legal.</source>
        <translation>Nenhum: a posição é legal.</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Não carregada: %1</translation>
    </message>
</context>
<context>
    <name>ferz::ReviewSession</name>
    <message>
        <source>Start position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Após %1</translation>
    </message>
    <message>
        <source> (variation %1 of %2)</source>
        <translation> (variante %1 de %2)</translation>
    </message>
    <message>
        <source> · variations at the next move: %1 (→ then ↓)</source>
        <translation> · variantes no próximo lance: %1 (→ e depois ↓)</translation>
    </message>
    <message>
        <source>Game %1 of %2 · %3</source>
        <translation>Partida %1 de %2 · %3</translation>
    </message>
    <message>
        <source>Not read by Ferz: %1</source>
        <translation>Não lido pelo Ferz: %1</translation>
    </message>
    <message>
        <source>Keep the Unread Moves as a Comment</source>
        <translation>Manter os lances não lidos como comentário</translation>
    </message>
</context>
<context>
    <name>ferz::RulesBrowser</name>
    <message>
        <source>Rules of Chess</source>
        <translation>Regras do xadrez</translation>
    </message>
    <message>
        <source>&amp;Reset the Example</source>
        <translation>&amp;Restaurar o exemplo</translation>
    </message>
    <message>
        <source>&amp;Practise This Rule</source>
        <translation>&amp;Praticar esta regra</translation>
    </message>
    <message>
        <source>Ferz Guide</source>
        <translation>Guia do Ferz</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
</context>
<context>
    <name>ferz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>A letter or digit</source>
        <translation>Uma letra ou um algarismo</translation>
    </message>
    <message>
        <source>Starts typing a move on the board (e4, Nf3, Кf3, O-O)</source>
        <translation>Começa a digitar um lance no tabuleiro (e4, Nf3, Cf3, O-O)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Plays the typed move</source>
        <translation>Joga o lance digitado</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clears the typed move and returns to the board</source>
        <translation>Apaga o lance digitado e volta ao tabuleiro</translation>
    </message>
    <message>
        <source>Right click, right drag</source>
        <translation>Clique direito, arrastar com o botão direito</translation>
    </message>
    <message>
        <source>Marks a square, draws an arrow (green; Shift red, Ctrl yellow, Alt blue)</source>
        <translation>Marca uma casa, desenha uma seta (verde; Shift vermelha, Ctrl amarela, Alt azul)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
</context>
<context>
    <name>ferz::Speech</name>
    <message>
        <source>Speak Aloud does not work: %1.</source>
        <translation>A leitura em voz alta não funciona: %1.</translation>
    </message>
    <message>
        <source>Speak Aloud needs a speech engine: none is installed (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng).</source>
        <translation>A leitura em voz alta precisa de um mecanismo de voz, e nenhum está instalado (no Debian, os pacotes qt6-speech-speechd-plugin e speech-dispatcher-espeak-ng).</translation>
    </message>
    <message>
        <source>Speak Aloud has no voice for %1 (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng have one).</source>
        <translation>A leitura em voz alta não tem voz para o idioma “%1” (no Debian, os pacotes qt6-speech-speechd-plugin e speech-dispatcher-espeak-ng têm uma).</translation>
    </message>
</context>
<context>
    <name>ferz::UciEngine</name>
    <message>
        <source>No chess engine is set.</source>
        <translation>Nenhum motor de xadrez está configurado.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: a line of more than a million characters.</source>
        <translation>O motor escreve algo que não é UCI: uma linha com mais de um milhão de caracteres.</translation>
    </message>
    <message>
        <source>The engine names a move that is not legal in the analysed position: “%1”.</source>
        <translation>O motor indica um lance que não é legal na posição analisada: “%1”.</translation>
    </message>
    <message numerus="yes">
        <source>The engine did not answer “%1” within %n second(s).</source>
        <translation>
            <numerusform>O motor não respondeu a “%1” em %n segundo.</numerusform>
            <numerusform>O motor não respondeu a “%1” em %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last thing it wrote was “%1”.</source>
        <translation>A última coisa que ele escreveu foi “%1”.</translation>
    </message>
    <message>
        <source>The engine %1 crashed.</source>
        <translation>O motor %1 travou e foi encerrado.</translation>
    </message>
    <message>
        <source>The engine %1 quit unexpectedly (exit code %2).</source>
        <translation>O motor %1 encerrou inesperadamente (código de saída %2).</translation>
    </message>
    <message>
        <source>Ferz could not start the engine “%1”: %2.</source>
        <translation>O Ferz não conseguiu iniciar o motor “%1”: %2.</translation>
    </message>
    <message>
        <source>Ferz lost the connection to the engine: %1.</source>
        <translation>O Ferz perdeu a conexão com o motor: %1.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: “%1”.</source>
        <translation>O motor escreve algo que não é UCI: “%1”.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” does not exist.</source>
        <translation>O motor escolhido “%1” não existe.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is a folder, not a program.</source>
        <translation>O motor escolhido “%1” é uma pasta, não um programa.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is not allowed to run (it is not marked as executable).</source>
        <translation>O motor escolhido “%1” não pode ser executado: o arquivo não tem permissão de execução.</translation>
    </message>
</context>
<context>
    <name>ferz::WindowActions</name>
    <message>
        <source>&amp;English (K Q R B N)</source>
        <translation>&amp;Inglesa (K Q R B N)</translation>
    </message>
    <message>
        <source>&amp;Russian (Кр Ф Л С К)</source>
        <translation>&amp;Russa (Кр Ф Л С К)</translation>
    </message>
    <message>
        <source>&amp;Spanish (R D T A C)</source>
        <translation>&amp;Espanhola (R D T A C)</translation>
    </message>
    <message>
        <source>&amp;Portuguese (R D T B C)</source>
        <translation>&amp;Portuguesa (R D T B C)</translation>
    </message>
    <message>
        <source>&amp;Figurines (♔ ♕ ♖ ♗ ♘)</source>
        <translation>&amp;Figuras (♔ ♕ ♖ ♗ ♘)</translation>
    </message>
    <message>
        <source>Letters of the &amp;Interface Language</source>
        <translation>Letras &amp;do idioma da interface</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>A&amp;brir recentes</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>A&amp;notar</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>&amp;Sinais</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notação</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Anál&amp;ise</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Threefold Repetition</source>
        <translation>Rei&amp;vindicar empate: tripla repetição</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Fifty Moves</source>
        <translation>Rei&amp;vindicar empate: cinquenta lances</translation>
    </message>
    <message>
        <source>&amp;Claim Draw with the Next Move</source>
        <translation>Rei&amp;vindicar empate com o próximo lance</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Rei&amp;vindicar empate</translation>
    </message>
    <message>
        <source>Resume &amp;Clock</source>
        <translation>&amp;Retomar relógio</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Pausar relógio</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentário</translation>
    </message>
    <message>
        <source>Print a board diagram after the shown move</source>
        <translation>Imprimir um diagrama do tabuleiro após o lance mostrado</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>&amp;Review PGN…</source>
        <translation>&amp;Revisar PGN…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>&amp;Exportar partida…</translation>
    </message>
    <message>
        <source>Export All &amp;Games of the File…</source>
        <translation>Exportar todas as &amp;partidas do arquivo…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Visualizar impressão…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>I&amp;mprimir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Paste FEN &amp;or PGN</source>
        <translation>Co&amp;lar FEN ou PGN</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Oferecer &amp;empate</translation>
    </message>
    <message>
        <source>&amp;Accept Draw</source>
        <translation>&amp;Aceitar empate</translation>
    </message>
    <message>
        <source>D&amp;ecline Draw</source>
        <translation>&amp;Recusar empate</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>A&amp;bandonar…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Voltar &amp;lance</translation>
    </message>
    <message>
        <source>First Position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Lance anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Próximo lance</translation>
    </message>
    <message>
        <source>Last Position</source>
        <translation>Última posição</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Variante anterior</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Próxima variante</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>Partida a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>Pró&amp;xima partida</translation>
    </message>
    <message>
        <source>&amp;Diagram After This Move</source>
        <translation>&amp;Diagrama após este lance</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Editar &amp;comentário…</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation>&amp;Editar cabeçalhos…</translation>
    </message>
    <message>
        <source>Remove All Symbols</source>
        <translation>Remover todos os sinais</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promover variante</translation>
    </message>
    <message>
        <source>D&amp;emote Variation</source>
        <translation>&amp;Rebaixar variante</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>&amp;Tornar linha principal</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Apagar &amp;variante</translation>
    </message>
    <message>
        <source>Delete Moves &amp;from Here</source>
        <translation>&amp;Apagar lances a partir daqui</translation>
    </message>
    <message>
        <source>&amp;New Moves Become the Main Line</source>
        <translation>&amp;Lances novos viram a linha principal</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Montar posição…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Auto-Flip for Two Players</source>
        <translation>Giro &amp;automático para dois jogadores</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Mostrar lances &amp;legais</translation>
    </message>
    <message>
        <source>Ani&amp;mate Moves</source>
        <translation>Ani&amp;mar lances</translation>
    </message>
    <message>
        <source>&amp;Long Form (e2-e4)</source>
        <translation>Notação &amp;longa (e2-e4)</translation>
    </message>
    <message>
        <source>L&amp;earning Mode</source>
        <translation>Modo de a&amp;prendizado</translation>
    </message>
    <message>
        <source>&amp;Show Attacked Squares</source>
        <translation>Mostrar &amp;casas atacadas</translation>
    </message>
    <message>
        <source>&amp;Automatic Draw at Threefold Repetition and Fifty Moves</source>
        <translation>Empate &amp;automático por tripla repetição e cinquenta lances</translation>
    </message>
    <message>
        <source>&amp;Touch-Move</source>
        <translation>Peça &amp;tocada, peça jogada</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <source>Choose &amp;Engine…</source>
        <translation>Escolher &amp;motor…</translation>
    </message>
    <message>
        <source>&amp;Rules of Chess</source>
        <translation>&amp;Regras do xadrez</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>K+N+N Against a Lone King Is a &amp;Dead Position (Brazilian Rule Text)</source>
        <translation>R+C+C contra rei sozinho é posição &amp;morta (texto brasileiro de regras)</translation>
    </message>
    <message>
        <source>Rules &amp;Course</source>
        <translation>&amp;Curso de regras</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Abrir base de partidas…</translation>
    </message>
    <message>
        <source>&amp;Import PGN into a Database…</source>
        <translation>&amp;Importar PGN para uma base de partidas…</translation>
    </message>
    <message>
        <source>&amp;Games with This Position</source>
        <translation>&amp;Partidas com esta posição</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de partidas</translation>
    </message>
    <message>
        <source>&amp;Board and Pieces…</source>
        <translation>&amp;Tabuleiro e peças…</translation>
    </message>
    <message>
        <source>Ferz &amp;Guide</source>
        <translation>&amp;Guia do Ferz</translation>
    </message>
    <message>
        <source>Offer a draw: the offer is made with your next move</source>
        <translation>Oferecer empate: a oferta é feita com o seu próximo lance</translation>
    </message>
    <message>
        <source>A&amp;nnotate with Engine…</source>
        <translation>A&amp;notar com o motor…</translation>
    </message>
    <message>
        <source>Move Pieces with the &amp;Keyboard</source>
        <translation>M&amp;over peças pelo teclado</translation>
    </message>
    <message>
        <source>Say the &amp;Last Move</source>
        <translation>Dizer o ú&amp;ltimo lance</translation>
    </message>
    <message>
        <source>Say the &amp;Clocks</source>
        <translation>Dizer os &amp;relógios</translation>
    </message>
    <message>
        <source>Say &amp;White&apos;s Pieces</source>
        <translation>Dizer as peças &amp;brancas</translation>
    </message>
    <message>
        <source>Say &amp;Black&apos;s Pieces</source>
        <translation>Dizer as peças &amp;pretas</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;Rank</source>
        <translation>Dizer as peças da &amp;fileira do cursor</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;File</source>
        <translation>Dizer as peças da &amp;coluna do cursor</translation>
    </message>
    <message>
        <source>Say the &amp;Moves of the Piece Under the Cursor</source>
        <translation>Dizer os lances da peça &amp;sob o cursor</translation>
    </message>
    <message>
        <source>Say Who &amp;Attacks and Defends the Cursor&apos;s Square</source>
        <translation>Dizer quem &amp;ataca e defende a casa do cursor</translation>
    </message>
    <message>
        <source>&amp;Speak</source>
        <translation>&amp;Falar</translation>
    </message>
    <message>
        <source>&amp;Speak Aloud</source>
        <translation>Ler em &amp;voz alta</translation>
    </message>
</context>
<context>
    <name>ferz::Workspace</name>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>Não é possível ler a partida %1 de %2.</translation>
    </message>
    <message>
        <source>Game %1 was read up to an error: %2</source>
        <translation>A partida %1 foi lida até um erro: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Não foi possível abrir %1: %2</translation>
    </message>
    <message>
        <source>There is no game in %1.</source>
        <translation>Não há nenhuma partida em %1.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 foi aberto.</translation>
    </message>
    <message>
        <source>A new game starts from the pasted position.</source>
        <translation>Uma nova partida começa a partir da posição colada.</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN nor a PGN game: %1</source>
        <translation>A área de transferência não contém nem uma FEN nem uma partida PGN: %1</translation>
    </message>
    <message>
        <source>The pasted game is on the board.</source>
        <translation>A partida colada está no tabuleiro.</translation>
    </message>
    <message>
        <source>The game in progress was restored.</source>
        <translation>A partida em andamento foi restaurada.</translation>
    </message>
    <message>
        <source>The unsaved edits were restored: save them to keep them.</source>
        <translation>As alterações não salvas foram recuperadas: salve-as para mantê-las.</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>A partida volta a ser salva automaticamente.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1: %2. Ferz keeps trying; save the game to be safe.</source>
        <translation>Não é possível salvar a partida automaticamente em %1: %2. O Ferz continua tentando; salve a partida para ficar seguro.</translation>
    </message>
    <message>
        <source>The finished game was restored: save it to keep it.</source>
        <translation>A partida terminada foi restaurada: salve-a para a manter.</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; the game shown stays.</source>
        <translation>A abertura de %1 foi cancelada; a partida mostrada continua.</translation>
    </message>
    <message>
        <source>%1 is still being read; wait for it, or cancel it, before opening %2.</source>
        <translation>%1 ainda está sendo lido; espere terminar ou cancele a leitura antes de abrir %2.</translation>
    </message>
    <message>
        <source>The restored game is not linked to %1, which was still being read: Save As writes it to a file.</source>
        <translation>A partida restaurada não está vinculada a %1, que ainda estava sendo lido: “Salvar como” a grava em um arquivo.</translation>
    </message>
    <message>
        <source>%1 no longer holds the restored game as it was read, so the game is not linked to it: Save As writes it to a file.</source>
        <translation>%1 não contém mais a partida restaurada como foi lida, então a partida não está vinculada a ele: “Salvar como” a grava em um arquivo.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) when both players are ready.</source>
        <translation>O relógio está pausado: retome-o (Partida ▸ Retomar relógio) quando os dois jogadores estiverem prontos.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s %1 games are listed, the first on the board; Save As writes them to a file.</source>
        <translation>As %1 partidas da área de transferência estão na lista, a primeira no tabuleiro; Salvar como as grava em um arquivo.</translation>
    </message>
    <message>
        <source>The clipboard holds several games, but Ferz cannot keep them in a file of its own in %1 to list them.</source>
        <translation>A área de transferência contém várias partidas, mas o Ferz não consegue salvá-las em um arquivo próprio em %1 para listá-las.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chess for players, annotators and learners</source>
        <translation>Xadrez para jogadores, comentaristas e aprendizes</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Salvar uma imagem da janela principal em &lt;file&gt; e sair.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>arquivo</translation>
    </message>
    <message>
        <source>With --screenshot: show the position &lt;fen&gt;.</source>
        <translation>Com --screenshot: mostrar a posição &lt;fen&gt;.</translation>
    </message>
    <message>
        <source>fen</source>
        <translation>fen</translation>
    </message>
    <message>
        <source>With --screenshot: show the first game of &lt;file&gt;.</source>
        <translation>Com --screenshot: mostrar a primeira partida de &lt;file&gt;.</translation>
    </message>
    <message>
        <source>With --pgn: show the position after &lt;n&gt; plies.</source>
        <translation>Com --pgn: mostrar a posição após &lt;n&gt; meios-lances.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>With --screenshot: the window size.</source>
        <translation>Com --screenshot: o tamanho da janela.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxA</translation>
    </message>
    <message>
        <source>The language of the interface (en, ru, es, pt) for this run.</source>
        <translation>O idioma da interface (en, ru, es, pt) nesta execução.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>With --screenshot: turn learning mode on.</source>
        <translation>Com --screenshot: ativar o modo de aprendizado.</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules window on &lt;page&gt;.</source>
        <translation>Com --screenshot: capturar a janela de regras na página &lt;page&gt;.</translation>
    </message>
    <message>
        <source>page</source>
        <translation>página</translation>
    </message>
    <message>
        <source>A PGN file whose game to go on playing.</source>
        <translation>Um arquivo PGN com a partida a continuar.</translation>
    </message>
    <message>
        <source>--%1 needs --screenshot</source>
        <translation>--%1 requer --screenshot</translation>
    </message>
    <message>
        <source>give either --fen or --pgn, not both</source>
        <translation>informe --fen ou --pgn, não os dois</translation>
    </message>
    <message>
        <source>--ply needs --pgn</source>
        <translation>--ply requer --pgn</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argumento inesperado &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--lang must be en, ru, es or pt, not &quot;%1&quot;</source>
        <translation>--lang deve ser en, ru, es ou pt, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--ply must be a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--ply deve ser um número de 0 a %1, não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>there is no rule page &quot;%1&quot;</source>
        <translation>não existe a página de regras &quot;%1&quot;</translation>
    </message>
    <message>
        <source>With --screenshot: let the engine analyse for &lt;seconds&gt; first.</source>
        <translation>Com --screenshot: deixar antes o motor analisar por &lt;seconds&gt; segundos.</translation>
    </message>
    <message>
        <source>--analyse must be a number of seconds from 0 to 600, not &quot;%1&quot;</source>
        <translation>--analyse deve ser um número de segundos de 0 a 600, não “%1”</translation>
    </message>
    <message>
        <source>With --pgn: show game &lt;n&gt; of the file (review mode).</source>
        <translation>Com --pgn: mostrar a partida &lt;n&gt; do arquivo (modo revisão).</translation>
    </message>
    <message>
        <source>--game must be a number from 1 to %1, not &quot;%2&quot;</source>
        <translation>--game deve ser um número de 1 a %1, não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels, not &quot;%3&quot;</source>
        <translation>--size deve ser LARGURAxALTURA, cada um de %1 a %2 pixels, não &quot;%3&quot;</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules course at &lt;stage:level&gt;.</source>
        <translation>Com --screenshot: captura o curso de regras em &lt;etapa:nível&gt;.</translation>
    </message>
    <message>
        <source>stage:level</source>
        <translation>etapa:nível</translation>
    </message>
    <message>
        <source>there is no course level &quot;%1&quot;</source>
        <translation>o curso não tem o nível “%1”</translation>
    </message>
    <message>
        <source>With --screenshot: draw the pieces of set &lt;name&gt; (%1).</source>
        <translation>Com --screenshot: desenhar as peças do conjunto &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>With --screenshot: colour the board by theme &lt;name&gt; (%1).</source>
        <translation>Com --screenshot: colorir o tabuleiro com o tema &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>With --screenshot: picture the Ferz Guide on &lt;page&gt;.</source>
        <translation>Com --screenshot: capturar o Guia do Ferz na página &lt;page&gt;.</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 deve ser um de %2, não &quot;%3&quot;</translation>
    </message>
    <message>
        <source>there is no guide page &quot;%1&quot;</source>
        <translation>não existe a página do guia &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--pgn needs a PGN file; %1 is a Ferz game database</source>
        <translation>--pgn precisa de um arquivo PGN; %1 é uma base de partidas do Ferz</translation>
    </message>
</context>
</TS>
