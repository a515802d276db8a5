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
        <translation>Capture com o peão o peão preto ou o cavalo preto.</translation>
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
        <translation>Uma peça que vai para uma casa ocupada por uma peça ou um peão adversário o captura: ele sai do tabuleiro. Aqui as peças e os peões pretos ficam parados.</translation>
    </message>
    <message>
        <source>Capture every black piece marked with a star.</source>
        <extracomment>07-capture.json: what the stage&apos;s levels ask</extracomment>
        <translation>Capture todas as peças e todos os peões pretos marcados com uma estrela.</translation>
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
        <translation>Afogamento: o jogador da vez não está em xeque, mas não tem nenhum lance legal. A partida termina empatada imediatamente. Estas posições vêm de partidas reais.</translation>
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
        <translation>As brancas dão xeque repetidas vezes.</translation>
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
    <message>
        <source>A rook turns only between moves: first reach the rank that both stars share.</source>
        <extracomment>01-rook.json, level 2: the hint</extracomment>
        <translation>A torre só muda de direção entre um lance e outro: primeiro chegue à fileira em que estão as duas estrelas.</translation>
    </message>
    <message>
        <source>Each move goes along one line. Take the stars in an order in which each lies on a file or rank of the one before.</source>
        <extracomment>01-rook.json, level 3: the hint</extracomment>
        <translation>Cada lance vai por uma só linha. Colete as estrelas numa ordem em que cada uma esteja na coluna ou na fileira da anterior.</translation>
    </message>
    <message>
        <source>The four stars form a square. Reach one of its corners first; from there each next star is on the same file or rank.</source>
        <extracomment>01-rook.json, level 5: the hint</extracomment>
        <translation>As quatro estrelas formam um quadrado. Chegue primeiro a um dos cantos; dali cada estrela seguinte está na mesma coluna ou fileira.</translation>
    </message>
    <message>
        <source>A bishop turns only between moves. From the first star, look along its other diagonal.</source>
        <extracomment>02-bishop.json, level 2: the hint</extracomment>
        <translation>O bispo só muda de direção entre um lance e outro. Da primeira estrela, olhe pela outra diagonal dela.</translation>
    </message>
    <message>
        <source>All three stars stand on light squares, like the bishop. Find an order in which each star is on a diagonal of the one before.</source>
        <extracomment>02-bishop.json, level 3: the hint</extracomment>
        <translation>As três estrelas estão em casas claras, como o bispo. Procure uma ordem em que cada estrela esteja numa diagonal da anterior.</translation>
    </message>
    <message>
        <source>Look at the colour of each star&apos;s square: the bishop from c1 runs on dark squares, the one from f1 on light squares.</source>
        <extracomment>02-bishop.json, level 5: the hint</extracomment>
        <translation>Repare na cor da casa de cada estrela: o bispo de c1 anda pelas casas escuras, o de f1 pelas casas claras.</translation>
    </message>
    <message>
        <source>Like a rook, the queen moves straight along her file as far as she likes.</source>
        <extracomment>03-queen.json, level 1: the hint</extracomment>
        <translation>Como a torre, a dama anda reto pela sua coluna até onde quiser.</translation>
    </message>
    <message>
        <source>After the first star, remember that the queen also moves like a bishop, along the diagonals.</source>
        <extracomment>03-queen.json, level 2: the hint</extracomment>
        <translation>Depois da primeira estrela, lembre que a dama também anda como o bispo, pelas diagonais.</translation>
    </message>
    <message>
        <source>Four moves for three stars: one move may take the queen to a square from which the next stars line up.</source>
        <extracomment>03-queen.json, level 3: the hint</extracomment>
        <translation>Quatro lances para três estrelas: um lance pode levar a dama a uma casa de onde as próximas estrelas ficam nas linhas dela.</translation>
    </message>
    <message>
        <source>The only way out of the pawns is backwards, towards your first rank. From there, look for a long diagonal.</source>
        <extracomment>03-queen.json, level 4: the hint</extracomment>
        <translation>A única saída entre os peões é para trás, em direção à sua primeira fileira. Dali, procure uma diagonal longa.</translation>
    </message>
    <message>
        <source>Plan the route before moving: from each star look along all eight directions for the next one. One spare move is allowed.</source>
        <extracomment>03-queen.json, level 5: the hint</extracomment>
        <translation>Planeje o caminho antes de jogar: de cada estrela procure a próxima nas oito direções. Você tem um lance de sobra.</translation>
    </message>
    <message>
        <source>The king steps one square; here straight ahead.</source>
        <extracomment>04-king.json, level 1: the hint</extracomment>
        <translation>O rei dá um passo de uma casa; aqui, reto para a frente.</translation>
    </message>
    <message>
        <source>A diagonal step costs one move, like a straight one. Go to the nearer star first, then walk to the other.</source>
        <extracomment>04-king.json, level 3: the hint</extracomment>
        <translation>Um passo na diagonal custa um lance, como um reto. Vá primeiro à estrela mais próxima e depois caminhe até a outra.</translation>
    </message>
    <message>
        <source>Walk along the diagonal that starts in your corner.</source>
        <extracomment>04-king.json, level 4: the hint</extracomment>
        <translation>Caminhe pela diagonal que começa no seu canto.</translation>
    </message>
    <message>
        <source>Every square next to the black king is forbidden to yours. Keep at least one square between the kings as you walk round.</source>
        <extracomment>04-king.json, level 5: the hint</extracomment>
        <translation>Todas as casas ao lado do rei preto são proibidas para o seu. Ao dar a volta, deixe sempre pelo menos uma casa entre os reis.</translation>
    </message>
    <message>
        <source>Each jump is two squares one way and one to the side. From the first star, the second is one more such jump away.</source>
        <extracomment>05-knight.json, level 2: the hint</extracomment>
        <translation>Cada pulo são duas casas numa direção e uma para o lado. Da primeira estrela, a segunda está a mais um pulo assim.</translation>
    </message>
    <message>
        <source>The star is on the knight&apos;s own file, and no single jump gets there. Find a square one jump from b1 and one jump from b3.</source>
        <extracomment>05-knight.json, level 3: the hint</extracomment>
        <translation>A estrela está na própria coluna do cavalo, e nenhum pulo chega lá. Procure uma casa a um pulo de b1 e a um pulo de b3.</translation>
    </message>
    <message>
        <source>The stars make a chain: each one is a single knight&apos;s jump from the one before. Start with the nearest.</source>
        <extracomment>05-knight.json, level 4: the hint</extracomment>
        <translation>As estrelas formam uma corrente: cada uma está a um pulo de cavalo da anterior. Comece pela mais próxima.</translation>
    </message>
    <message>
        <source>Every jump lands on a square of the other colour, and d5 is not the colour of d4: an odd number of jumps is needed, and one is not enough.</source>
        <extracomment>05-knight.json, level 5: the hint</extracomment>
        <translation>Cada pulo cai numa casa da outra cor, e d5 não é da cor de d4: é preciso um número ímpar de pulos, e um não basta.</translation>
    </message>
    <message>
        <source>A knight jumps over the pawns around it. Which star is a single jump away? The other may need a way back first.</source>
        <extracomment>05-knight.json, level 6: the hint</extracomment>
        <translation>O cavalo pula por cima dos peões em volta dele. Que estrela está a um só pulo? Para a outra talvez você precise voltar antes.</translation>
    </message>
    <message>
        <source>Only the pawn&apos;s first move may be two squares; after that it goes one square at a time.</source>
        <extracomment>06-pawn.json, level 2: the hint</extracomment>
        <translation>Só no primeiro lance o peão pode avançar duas casas; depois ele vai de uma em uma.</translation>
    </message>
    <message>
        <source>A pawn moves forward only onto an empty square. What stands on the square in front of it?</source>
        <extracomment>06-pawn.json, level 4: the hint</extracomment>
        <translation>O peão só avança para uma casa vazia. O que está na casa à frente dele?</translation>
    </message>
    <message>
        <source>Where did this pawn start? A double step is allowed only from the pawn&apos;s starting square on the second rank.</source>
        <extracomment>06-pawn.json, level 5: the hint</extracomment>
        <translation>Onde este peão começou? O passo duplo só é permitido a partir da casa inicial, na segunda fileira.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only when it captures. Is there anything to capture on d5?</source>
        <extracomment>06-pawn.json, level 6: the hint</extracomment>
        <translation>O peão só anda na diagonal quando captura. Há alguma coisa para capturar em d5?</translation>
    </message>
    <message>
        <source>A double step crosses the square in front of the pawn. Is that square free?</source>
        <extracomment>06-pawn.json, level 7: the hint</extracomment>
        <translation>O passo duplo atravessa a casa à frente do peão. Ela está livre?</translation>
    </message>
    <message>
        <source>A rook captures the way it moves: straight along a file or a rank, landing on the enemy pawn.</source>
        <extracomment>07-capture.json, level 1: the hint</extracomment>
        <translation>A torre captura como anda: reto por uma coluna ou fileira, caindo sobre o peão adversário.</translation>
    </message>
    <message>
        <source>A bishop captures along its diagonals. Both pawns stand on dark squares, like your bishop.</source>
        <extracomment>07-capture.json, level 2: the hint</extracomment>
        <translation>O bispo captura pelas suas diagonais. Os dois peões estão em casas escuras, como o seu bispo.</translation>
    </message>
    <message>
        <source>Neither pawn is a single jump from b1. Jump first to a square from which one pawn is a jump away, and from that pawn the other.</source>
        <extracomment>07-capture.json, level 3: the hint</extracomment>
        <translation>Nenhum peão está a um pulo de b1. Pule primeiro para uma casa de onde um peão esteja a um pulo, e desse peão, o outro.</translation>
    </message>
    <message>
        <source>The black king on h8 may not be checked here. Keep the queen off the lines that lead to him: the long diagonal, the h-file and the eighth rank.</source>
        <extracomment>07-capture.json, level 4: the hint</extracomment>
        <translation>Aqui não se pode dar xeque no rei preto em h8. Mantenha a dama fora das linhas que levam a ele: a grande diagonal, a coluna h e a oitava fileira.</translation>
    </message>
    <message>
        <source>Look at the colours of the squares: the bishop from c1 can only ever take a piece on a dark square. Let the rook take the other.</source>
        <extracomment>07-capture.json, level 5: the hint</extracomment>
        <translation>Repare na cor das casas: o bispo de c1 só pode capturar em casas escuras. Deixe a torre capturar a outra peça.</translation>
    </message>
    <message>
        <source>Files are letters, a to h from left to right as White sees the board; ranks are numbers, 1 on White&apos;s side. Find the file first, then count up the ranks.</source>
        <extracomment>08-squares.json, level 1: the hint</extracomment>
        <translation>As colunas são letras, de a a h da esquerda para a direita vistas pelas brancas; as fileiras são números, a 1 do lado das brancas. Encontre primeiro a coluna e depois conte as fileiras.</translation>
    </message>
    <message>
        <source>Count from a1, the corner at White&apos;s lower left: files to the right, ranks upwards. The name is the file&apos;s letter, then the rank&apos;s number.</source>
        <extracomment>08-squares.json, level 2: the hint</extracomment>
        <translation>Conte a partir de a1, o canto inferior esquerdo das brancas: colunas para a direita, fileiras para cima. O nome é a letra da coluna e depois o número da fileira.</translation>
    </message>
    <message>
        <source>Use landmarks: the d- and e-files are the middle of the board, ranks 4 and 5 its middle too. Count from there rather than from a corner.</source>
        <extracomment>08-squares.json, level 3: the hint</extracomment>
        <translation>Use pontos de referência: as colunas d e e são o meio do tabuleiro, e as fileiras 4 e 5 também. Conte a partir dali, e não de um canto.</translation>
    </message>
    <message>
        <source>Split the board in halves: files a to d on the left, e to h on the right; ranks 1 to 4 on White&apos;s side, 5 to 8 on Black&apos;s. Then count within the half.</source>
        <extracomment>08-squares.json, level 4: the hint</extracomment>
        <translation>Divida o tabuleiro ao meio: colunas de a a d à esquerda, de e a h à direita; fileiras de 1 a 4 do lado das brancas, de 5 a 8 do lado das pretas. Depois conte dentro dessa metade.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side everything is turned round: the a-file is on the right and rank 1 at the top. Find a1 first and count from it.</source>
        <extracomment>08-squares.json, level 5: the hint</extracomment>
        <translation>Do lado das pretas tudo está virado: a coluna a fica à direita e a fileira 1 no alto. Encontre primeiro a1 e conte a partir dela.</translation>
    </message>
    <message>
        <source>From Black&apos;s side the files run h to a from left to right, and the ranks 8 to 1 from bottom to top.</source>
        <extracomment>08-squares.json, level 6: the hint</extracomment>
        <translation>Do lado das pretas as colunas vão de h a a da esquerda para a direita, e as fileiras de 8 a 1 de baixo para cima.</translation>
    </message>
    <message>
        <source>A knight checks from a square one jump away from the king. Which of those squares can your knight reach?</source>
        <extracomment>09-check.json, level 2: the hint</extracomment>
        <translation>O cavalo dá xeque de uma casa a um pulo do rei. A qual dessas casas o seu cavalo pode chegar?</translation>
    </message>
    <message>
        <source>A pawn attacks the two squares diagonally in front of it. Where must it stand to attack e8?</source>
        <extracomment>09-check.json, level 4: the hint</extracomment>
        <translation>O peão ataca as duas casas à sua frente na diagonal. Onde ele precisa estar para atacar e8?</translation>
    </message>
    <message>
        <source>The check comes from the rook, not from the knight: the knight only has to leave the e-file.</source>
        <extracomment>09-check.json, level 5: the hint</extracomment>
        <translation>Quem dá o xeque é a torre, não o cavalo: o cavalo só precisa sair da coluna e.</translation>
    </message>
    <message>
        <source>The rook checks as soon as the knight leaves the file. Let the knight land where it checks too.</source>
        <extracomment>09-check.json, level 6: the hint</extracomment>
        <translation>A torre dá xeque assim que o cavalo sai da coluna. Faça o cavalo cair numa casa de onde ele também dê xeque.</translation>
    </message>
    <message>
        <source>The rook controls the whole first rank. Step off it, onto a square no black piece attacks.</source>
        <extracomment>10-escape.json, level 1: the hint</extracomment>
        <translation>A torre domina toda a primeira fileira. Saia dela para uma casa que nenhuma peça preta ataque.</translation>
    </message>
    <message>
        <source>Which of your pieces stands on a line with the checking rook?</source>
        <extracomment>10-escape.json, level 2: the hint</extracomment>
        <translation>Qual das suas peças está na mesma linha que a torre que dá xeque?</translation>
    </message>
    <message>
        <source>Look at what defends the queen on d2. If nothing does, your king may take her himself.</source>
        <extracomment>10-escape.json, level 4: the hint</extracomment>
        <translation>Veja o que defende a dama em d2. Se nada a defende, o seu rei pode capturá-la ele mesmo.</translation>
    </message>
    <message>
        <source>Against a double check only a king move helps. Find a square that neither the rook nor the bishop reaches.</source>
        <extracomment>10-escape.json, level 5: the hint</extracomment>
        <translation>Contra um xeque duplo só adianta mover o rei. Procure uma casa que nem a torre nem o bispo alcancem.</translation>
    </message>
    <message>
        <source>Your own pawns wall the king in, so he cannot step away. Can one of your pieces come between the rook and the king?</source>
        <extracomment>10-escape.json, level 6: the hint</extracomment>
        <translation>Os seus próprios peões prendem o rei, que não pode se afastar. Alguma das suas peças pode ficar entre a torre e o rei?</translation>
    </message>
    <message>
        <source>The white king is hemmed in by his own pieces. A check that cannot be blocked or taken is enough: a knight&apos;s check cannot be blocked.</source>
        <extracomment>11-mate.json, level 3: the hint</extracomment>
        <translation>O rei branco está cercado pelas próprias peças. Basta um xeque que não possa ser bloqueado nem capturado: o xeque de cavalo não pode ser bloqueado.</translation>
    </message>
    <message>
        <source>Your queen stands on an open file that leads towards the white king, and your knight on g4 covers a square next to him.</source>
        <extracomment>11-mate.json, level 4: the hint</extracomment>
        <translation>A sua dama está numa coluna aberta que leva ao rei branco, e o seu cavalo em g4 cobre uma casa ao lado dele.</translation>
    </message>
    <message>
        <source>The white king stands on the edge, and your queen and bishop already cover the file beside it. A check along the edge leaves him nowhere to go.</source>
        <extracomment>11-mate.json, level 5: the hint</extracomment>
        <translation>O rei branco está na borda, e a sua dama e o seu bispo já cobrem a coluna ao lado. Um xeque ao longo da borda não deixa para onde ele ir.</translation>
    </message>
    <message>
        <source>Your queen already takes every square around the white king, so a quiet move stalemates. Check him from far away, with a piece he cannot take.</source>
        <extracomment>11-mate.json, level 6: the hint</extracomment>
        <translation>A sua dama já tira do rei branco todas as casas em volta, então um lance tranquilo o afoga. Dê xeque de longe com uma peça que ele não possa capturar.</translation>
    </message>
    <message>
        <source>A pawn checks diagonally forward. With the queen covering the king&apos;s other squares, one step of a pawn is enough.</source>
        <extracomment>11-mate.json, level 7: the hint</extracomment>
        <translation>O peão dá xeque na diagonal para a frente. Com a dama cobrindo as outras casas do rei, basta um passo de peão.</translation>
    </message>
    <message>
        <source>Your king covers three squares next to his rival. A check along the edge of the board leaves no escape: a king cannot step back along the line of a check.</source>
        <extracomment>11-mate.json, level 8: the hint</extracomment>
        <translation>O seu rei cobre três casas ao lado do rival. Um xeque ao longo da borda do tabuleiro não deixa saída: o rei não pode recuar pela linha do xeque.</translation>
    </message>
    <message>
        <source>Is the white king in check now? Then look at each square around him: which black piece covers it?</source>
        <extracomment>12-stalemate.json, level 1: the hint</extracomment>
        <translation>O rei branco está em xeque agora? Depois olhe cada casa em volta dele: que peça preta a cobre?</translation>
    </message>
    <message>
        <source>Checkmate and stalemate both need the side to move to have no legal move at all. Is that so here?</source>
        <extracomment>12-stalemate.json, level 2: the hint</extracomment>
        <translation>Tanto o mate quanto o afogamento exigem que o lado da vez não tenha nenhum lance legal. É o caso aqui?</translation>
    </message>
    <message>
        <source>Pawns count too: a pawn with a free square in front of it gives Black a legal move. Can these pawns advance?</source>
        <extracomment>12-stalemate.json, level 3: the hint</extracomment>
        <translation>Os peões também contam: um peão com uma casa livre à frente dá às pretas um lance legal. Esses peões podem avançar?</translation>
    </message>
    <message>
        <source>First see whether the white king is in check, and from where. Then ask whether any move ends the check.</source>
        <extracomment>12-stalemate.json, level 4: the hint</extracomment>
        <translation>Veja primeiro se o rei branco está em xeque, e de onde. Depois pergunte se algum lance acaba com o xeque.</translation>
    </message>
    <message>
        <source>The black pawn on h2 is blocked by its own king. Does the king have a free square, and is he in check?</source>
        <extracomment>12-stalemate.json, level 5: the hint</extracomment>
        <translation>O peão preto em h2 está bloqueado pelo próprio rei. O rei tem alguma casa livre, e está em xeque?</translation>
    </message>
    <message>
        <source>White has only the king. See which squares around him the rook and the knight cover, and whether he is in check.</source>
        <extracomment>12-stalemate.json, level 6: the hint</extracomment>
        <translation>As brancas só têm o rei. Veja que casas em volta dele a torre e o cavalo cobrem, e se ele está em xeque.</translation>
    </message>
    <message>
        <source>After the capture, is the black king in check? Then count his free squares and the moves of his other pieces.</source>
        <extracomment>13-avoid-stalemate.json, level 2: the hint</extracomment>
        <translation>Depois da captura, o rei preto está em xeque? Depois conte as casas livres dele e os lances das outras peças pretas.</translation>
    </message>
    <message>
        <source>A queen right next to the black king checks him; it is mate only if she is defended there and every square around him is covered. Your other queen and the bishop already cover many of them.</source>
        <extracomment>13-avoid-stalemate.json, level 3: the hint</extracomment>
        <translation>Uma dama colada ao rei preto dá xeque; é mate só se ela estiver defendida ali e todas as casas em volta dele estiverem cobertas. A sua outra dama e o bispo já cobrem muitas delas.</translation>
    </message>
    <message>
        <source>The black king has no square even now, so any quiet move stalemates. Which of your pieces can give a check he cannot escape?</source>
        <extracomment>13-avoid-stalemate.json, level 5: the hint</extracomment>
        <translation>O rei preto já não tem nenhuma casa, então qualquer lance tranquilo o afoga. Qual das suas peças pode dar um xeque do qual ele não escape?</translation>
    </message>
    <message>
        <source>Your queen already covers every square next to the black king, so a quiet move stalemates. Find a check by the piece that has not moved yet.</source>
        <extracomment>13-avoid-stalemate.json, level 6: the hint</extracomment>
        <translation>A sua dama já cobre todas as casas ao lado do rei preto, então um lance tranquilo o afoga. Procure um xeque com a peça que ainda não se moveu.</translation>
    </message>
    <message>
        <source>The black king on a2 has few squares, and your knight and rook cover some of them. Check him with the queen from a square where he cannot take her.</source>
        <extracomment>13-avoid-stalemate.json, level 7: the hint</extracomment>
        <translation>O rei preto em a2 tem poucas casas, e o seu cavalo e a sua torre cobrem algumas. Dê xeque com a dama de uma casa onde ele não possa capturá-la.</translation>
    </message>
    <message>
        <source>In castling you move the king, two squares sideways; the rook then jumps over him by itself.</source>
        <extracomment>14-castling.json, level 1: the hint</extracomment>
        <translation>No roque você move o rei, duas casas para o lado; a torre depois pula por cima dele sozinha.</translation>
    </message>
    <message>
        <source>Move the king, not the rook: two squares towards the rook you castle with.</source>
        <extracomment>14-castling.json, level 2: the hint</extracomment>
        <translation>Mova o rei, não a torre: duas casas em direção à torre com que você faz o roque.</translation>
    </message>
    <message>
        <source>Castling rights are lost for good once the king moves, even if he comes back to his square.</source>
        <extracomment>14-castling.json, level 3: the hint</extracomment>
        <translation>O direito de roque se perde para sempre assim que o rei se move, mesmo que ele volte à sua casa.</translation>
    </message>
    <message>
        <source>Which rook went away and came back? Castling with that rook is no longer allowed.</source>
        <extracomment>14-castling.json, level 4: the hint</extracomment>
        <translation>Qual torre saiu e voltou? Com essa torre não se pode mais fazer o roque.</translation>
    </message>
    <message>
        <source>Only the rook on h1 has moved. Does that change anything for castling with the other rook?</source>
        <extracomment>14-castling.json, level 5: the hint</extracomment>
        <translation>Só a torre de h1 se moveu. Isso muda alguma coisa para o roque com a outra torre?</translation>
    </message>
    <message>
        <source>Look at the king before anything else: is he in check right now?</source>
        <extracomment>14-castling.json, level 6: the hint</extracomment>
        <translation>Antes de tudo, olhe o rei: ele está em xeque agora?</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side, the king crosses f1. Does a black piece look at that square?</source>
        <extracomment>14-castling.json, level 7: the hint</extracomment>
        <translation>No roque pequeno o rei atravessa f1. Alguma peça preta ataca essa casa?</translation>
    </message>
    <message>
        <source>Where would the king land? Is that square attacked?</source>
        <extracomment>14-castling.json, level 8: the hint</extracomment>
        <translation>Onde o rei pararia? Essa casa está atacada?</translation>
    </message>
    <message>
        <source>Look at every square between the king and the rook on a1: must all of them be empty?</source>
        <extracomment>14-castling.json, level 9: the hint</extracomment>
        <translation>Olhe todas as casas entre o rei e a torre de a1: todas precisam estar vazias?</translation>
    </message>
    <message>
        <source>The rule on attacked squares speaks of the king&apos;s squares only: the one he stands on, the one he crosses and the one he lands on.</source>
        <extracomment>14-castling.json, level 10: the hint</extracomment>
        <translation>A regra das casas atacadas fala só das casas do rei: a que ele ocupa, a que atravessa e aquela em que para.</translation>
    </message>
    <message>
        <source>Capture the pawn as though it had moved only one square: your pawn goes to the square the black pawn crossed.</source>
        <extracomment>15-en-passant.json, level 1: the hint</extracomment>
        <translation>Capture o peão como se ele tivesse avançado só uma casa: o seu peão vai para a casa que o peão preto atravessou.</translation>
    </message>
    <message>
        <source>The white pawn crossed f3. Your pawn captures it by moving to that square.</source>
        <extracomment>15-en-passant.json, level 2: the hint</extracomment>
        <translation>O peão branco atravessou f3. O seu peão o captura indo para essa casa.</translation>
    </message>
    <message>
        <source>The black pawn has just made its double step and stands beside your pawn. Is this the very next move?</source>
        <extracomment>15-en-passant.json, level 3: the hint</extracomment>
        <translation>O peão preto acabou de dar o passo duplo e está ao lado do seu peão. Este é o lance imediatamente seguinte?</translation>
    </message>
    <message>
        <source>En passant must be played at once, on the very next move. Has a move been made since the double step?</source>
        <extracomment>15-en-passant.json, level 4: the hint</extracomment>
        <translation>O en passant precisa ser feito na hora, no lance seguinte. Algum lance foi feito desde o passo duplo?</translation>
    </message>
    <message>
        <source>En passant takes only a pawn that has just made a double step. How did this pawn reach d5?</source>
        <extracomment>15-en-passant.json, level 5: the hint</extracomment>
        <translation>En passant só captura um peão que acabou de dar um passo duplo. Como este peão chegou a d5?</translation>
    </message>
    <message>
        <source>Taking en passant removes two pawns from the fifth rank at once. Look at what then stands on that rank between your king and the black rook.</source>
        <extracomment>15-en-passant.json, level 6: the hint</extracomment>
        <translation>O en passant tira da quinta fileira dois peões de uma vez. Veja o que fica então nessa fileira entre o seu rei e a torre preta.</translation>
    </message>
    <message>
        <source>A pawn promotes as it steps onto the last rank; Ferz then asks which piece it becomes.</source>
        <extracomment>16-promotion.json, level 1: the hint</extracomment>
        <translation>O peão é promovido ao pisar na última fileira; então o programa pergunta em que peça ele se transforma.</translation>
    </message>
    <message>
        <source>A pawn may reach the last rank by moving straight ahead or by capturing diagonally.</source>
        <extracomment>16-promotion.json, level 2: the hint</extracomment>
        <translation>O peão pode chegar à última fileira avançando reto ou capturando na diagonal.</translation>
    </message>
    <message>
        <source>Your rook on the seventh rank keeps the black king on his last rank. A new piece on that rank can check him there.</source>
        <extracomment>16-promotion.json, level 5: the hint</extracomment>
        <translation>A sua torre na sétima fileira prende o rei preto na última. Uma peça nova nessa fileira pode dar xeque nele ali.</translation>
    </message>
    <message>
        <source>Before promoting, count the black king&apos;s free squares and the moves of his pawns: are they blocked? A queen would cover one square too many.</source>
        <extracomment>16-promotion.json, level 6: the hint</extracomment>
        <translation>Antes de promover, conte as casas livres do rei preto e os lances dos peões dele: estão bloqueados? Uma dama cobriria uma casa a mais.</translation>
    </message>
    <message>
        <source>When the same position stands on the board for the third time, with the same player to move, the same castling rights and the same en passant captures, the player to move may claim a draw: before moving if the opponent&apos;s move made the repetition, or together with the move that makes it. A move made without claiming lets the chance pass. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game at the third repetition by itself; Ferz&apos;s games do so with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on, and so does the last level&apos;s question.</source>
        <extracomment>17-threefold.json: the stage&apos;s introduction</extracomment>
        <translation>Quando a mesma posição aparece no tabuleiro pela terceira vez, com o mesmo jogador da vez, os mesmos direitos de roque e as mesmas capturas en passant possíveis, o jogador da vez pode reivindicar o empate: antes de jogar, se foi o lance do adversário que fez a repetição, ou junto com o lance que a produz. Um lance feito sem reivindicar deixa a chance passar. Assim dizem as Leis da FIDE e o texto espanhol de regras, e os níveis de reivindicar empate desta etapa as seguem. Pelos textos russos de regras, a partida termina empatada automaticamente na terceira repetição; assim terminam as partidas do Ferz com Regras ▸ Empate automático por tripla repetição e cinquenta lances ativado, e a pergunta do último nível também segue essa opção.</translation>
    </message>
    <message>
        <source>Count how often the starting position has stood on the board, each time with White to move.</source>
        <extracomment>17-threefold.json, level 1: the hint</extracomment>
        <translation>Conte quantas vezes a posição inicial esteve no tabuleiro, cada vez com as brancas na vez.</translation>
    </message>
    <message>
        <source>Count how many times the position after your next check has already stood on the board.</source>
        <extracomment>17-threefold.json, level 3: the hint</extracomment>
        <translation>Conte quantas vezes a posição que surgirá depois do seu próximo xeque já esteve no tabuleiro.</translation>
    </message>
    <message>
        <source>A claim needs the same position three times. How many times has each position stood on the board so far?</source>
        <extracomment>17-threefold.json, level 4: the hint</extracomment>
        <translation>Para reivindicar é preciso a mesma posição três vezes. Quantas vezes cada posição esteve no tabuleiro até agora?</translation>
    </message>
    <message>
        <source>Count how often this position has stood on the board with the same player to move, and think of what the rules let the player on move do about it.</source>
        <extracomment>17-threefold.json, level 6: the hint</extracomment>
        <translation>Conte quantas vezes esta posição esteve no tabuleiro com o mesmo jogador da vez, e pense no que as regras permitem ao jogador da vez.</translation>
    </message>
    <message>
        <source>When each player has made fifty moves in a row without a capture or a pawn move, the player to move may claim a draw. After seventy-five such moves the game is drawn by itself, unless the last move gave checkmate. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game after fifty moves by itself, as Ferz&apos;s games do with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on.</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Quando cada jogador fez cinquenta lances seguidos sem capturas nem lances de peão, o jogador da vez pode reivindicar o empate. Depois de setenta e cinco desses lances a partida empata por si só, a menos que o último lance tenha dado mate. Assim dizem as Leis da FIDE e o texto espanhol de regras, e os níveis de reivindicar empate desta etapa as seguem. Pelos textos russos de regras, a partida termina empatada automaticamente depois de cinquenta lances, como as partidas do Ferz com Regras ▸ Empate automático por tripla repetição e cinquenta lances ativado.</translation>
    </message>
    <message>
        <source>The count has already reached fifty moves by each side. Do you need to move before claiming?</source>
        <extracomment>18-fifty-moves.json, level 1: the hint</extracomment>
        <translation>A contagem já chegou a cinquenta lances de cada lado. Você precisa jogar antes de reivindicar?</translation>
    </message>
    <message>
        <source>Your next move would be White&apos;s fiftieth. A claim may be made together with the move that completes the count.</source>
        <extracomment>18-fifty-moves.json, level 2: the hint</extracomment>
        <translation>O seu próximo lance seria o quinquagésimo das brancas. Pode-se reivindicar junto com o lance que completa a contagem.</translation>
    </message>
    <message>
        <source>Your next move completes fifty, unless it is a pawn move, which starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: the hint</extracomment>
        <translation>O seu próximo lance completa os cinquenta, a menos que seja um lance de peão, que zera a contagem.</translation>
    </message>
    <message>
        <source>Count the moves by each side since the last capture or pawn move. Is it fifty yet?</source>
        <extracomment>18-fifty-moves.json, level 4: the hint</extracomment>
        <translation>Conte os lances de cada lado desde a última captura ou lance de peão. Já são cinquenta?</translation>
    </message>
    <message>
        <source>Fifty moves allow a claim; at seventy-five the rules no longer wait for one.</source>
        <extracomment>18-fifty-moves.json, level 5: the hint</extracomment>
        <translation>Cinquenta lances permitem reivindicar; aos setenta e cinco as regras não esperam mais ninguém reivindicar.</translation>
    </message>
    <message>
        <source>Before counting moves, look at the board: is the black king in check, and can he get out of it?</source>
        <extracomment>18-fifty-moves.json, level 6: the hint</extracomment>
        <translation>Antes de contar lances, olhe o tabuleiro: o rei preto está em xeque, e pode sair dele?</translation>
    </message>
    <message>
        <source>Could a king ever give check to the other king, with nothing else on the board?</source>
        <extracomment>19-dead-position.json, level 1: the hint</extracomment>
        <translation>Um rei poderia alguma vez dar xeque no outro rei, sem mais nada no tabuleiro?</translation>
    </message>
    <message>
        <source>Try to imagine any mate with a lone bishop, even with Black helping. Is there one?</source>
        <extracomment>19-dead-position.json, level 2: the hint</extracomment>
        <translation>Tente imaginar algum mate com um bispo sozinho, mesmo com as pretas ajudando. Existe algum?</translation>
    </message>
    <message>
        <source>A lone knight cannot check and cover the king&apos;s escape squares at once, even if the lone king walks into a corner.</source>
        <extracomment>19-dead-position.json, level 3: the hint</extracomment>
        <translation>Um cavalo sozinho não consegue dar xeque e cobrir ao mesmo tempo as casas de fuga do rei, mesmo que o rei sozinho entre num canto.</translation>
    </message>
    <message>
        <source>King and rook against a lone king: is a mate possible?</source>
        <extracomment>19-dead-position.json, level 4: the hint</extracomment>
        <translation>Rei e torre contra rei sozinho: o mate é possível?</translation>
    </message>
    <message>
        <source>Two knights cannot force mate; the question is whether a mate is possible at all, and the rule texts answer it differently: see the note above the board.</source>
        <extracomment>19-dead-position.json, level 5: the hint</extracomment>
        <translation>Dois cavalos não podem forçar o mate; a questão é se o mate é possível, e os textos de regras respondem de modo diferente: veja a nota acima do tabuleiro.</translation>
    </message>
    <message>
        <source>With bishops on squares of different colours, a bishop could block its own king&apos;s escape square if its side played badly. Would that allow a mate?</source>
        <extracomment>19-dead-position.json, level 6: the hint</extracomment>
        <translation>Com bispos em casas de cores diferentes, um bispo poderia tapar uma casa de fuga do próprio rei se o seu lado jogasse mal. Isso permitiria um mate?</translation>
    </message>
    <message>
        <source>Bishops that stay on light squares can never attack a dark square. Could a king standing on a dark square ever be checked?</source>
        <extracomment>19-dead-position.json, level 7: the hint</extracomment>
        <translation>Bispos de casas claras nunca atacam uma casa escura. Um rei numa casa escura poderia algum dia levar xeque?</translation>
    </message>
    <message>
        <source>A pawn can still move, and what does it become on the last rank?</source>
        <extracomment>19-dead-position.json, level 8: the hint</extracomment>
        <translation>O peão ainda pode avançar, e em que ele se transforma na última fileira?</translation>
    </message>
    <message>
        <source>When a flag falls, ask whether the opponent could still checkmate by any series of legal moves. What has Black got?</source>
        <extracomment>20-flag-fall.json, level 1: the hint</extracomment>
        <translation>Quando a bandeira cai, pergunte se o adversário ainda poderia dar mate com alguma série de lances legais. O que as pretas têm?</translation>
    </message>
    <message>
        <source>Black has a queen. Could Black mate if White defended as badly as possible?</source>
        <extracomment>20-flag-fall.json, level 2: the hint</extracomment>
        <translation>As pretas têm uma dama. Elas poderiam dar mate se as brancas se defendessem o pior possível?</translation>
    </message>
    <message>
        <source>Look at Black&apos;s material: could king and knight mate White by any series of legal moves, however badly White played?</source>
        <extracomment>20-flag-fall.json, level 3: the hint</extracomment>
        <translation>Olhe o material das pretas: rei e cavalo poderiam dar mate nas brancas com alguma série de lances legais, por pior que as brancas jogassem?</translation>
    </message>
    <message>
        <source>A lone knight can mate when the defender&apos;s own pawn takes away his king&apos;s last square. Could that happen here?</source>
        <extracomment>20-flag-fall.json, level 4: the hint</extracomment>
        <translation>Um cavalo sozinho pode dar mate quando o próprio peão do defensor tira a última casa do seu rei. Isso poderia acontecer aqui?</translation>
    </message>
    <message>
        <source>White has only a knight, but Black&apos;s own pawn takes a square from his king. Is there a knight&apos;s check that nothing could answer?</source>
        <extracomment>20-flag-fall.json, level 5: the hint</extracomment>
        <translation>As brancas só têm um cavalo, mas o próprio peão preto tira uma casa do seu rei. Existe um xeque de cavalo sem resposta?</translation>
    </message>
    <message>
        <source>White has only a bishop, but Black has a pawn: a black piece could block its own king&apos;s escape square.</source>
        <extracomment>20-flag-fall.json, level 6: the hint</extracomment>
        <translation>As brancas só têm um bispo, mas as pretas têm um peão: uma peça preta poderia tapar uma casa de fuga do próprio rei.</translation>
    </message>
    <message>
        <source>A draw is offered during one&apos;s own turn. Whose turn is it?</source>
        <extracomment>21-draw-offers.json, level 1: the hint</extracomment>
        <translation>O empate é oferecido na própria vez. De quem é a vez?</translation>
    </message>
    <message>
        <source>An offer stays open until the opponent accepts it, declines it or makes a move. Has Black done any of these yet?</source>
        <extracomment>21-draw-offers.json, level 2: the hint</extracomment>
        <translation>Uma oferta continua aberta até o adversário aceitar, recusar ou fazer um lance. As pretas já fizeram alguma dessas coisas?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer by moving. Under the rule this level follows, who may make the next offer?</source>
        <extracomment>21-draw-offers.json, level 3: the hint</extracomment>
        <translation>As pretas recusaram a oferta das brancas ao jogar. Pela regra que este nível segue, quem pode fazer a próxima oferta?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer. Does the rule on declined offers keep Black from offering?</source>
        <extracomment>21-draw-offers.json, level 4: the hint</extracomment>
        <translation>As pretas recusaram a oferta das brancas. A regra das ofertas recusadas impede as pretas de oferecer empate?</translation>
    </message>
    <message>
        <source>This time Black declined in words. Does the way of declining change who may offer next?</source>
        <extracomment>21-draw-offers.json, level 5: the hint</extracomment>
        <translation>Desta vez as pretas recusaram com palavras. A forma de recusar muda quem pode oferecer em seguida?</translation>
    </message>
    <message>
        <source>Black&apos;s offer came with e5. What happened to it when White made a move instead of answering?</source>
        <extracomment>21-draw-offers.json, level 6: the hint</extracomment>
        <translation>As pretas ofereceram empate com e5. O que aconteceu com a oferta quando as brancas jogaram em vez de responder?</translation>
    </message>
    <message>
        <source>An accepted offer ends the game at once.</source>
        <extracomment>21-draw-offers.json, level 7: the hint</extracomment>
        <translation>Uma oferta aceita termina a partida na hora.</translation>
    </message>
    <message>
        <source>Does resigning depend on whose turn it is, or only on whether the game is still going on?</source>
        <extracomment>22-resignation.json, level 1: the hint</extracomment>
        <translation>Abandonar depende de quem é a vez, ou só de a partida ainda estar em andamento?</translation>
    </message>
    <message>
        <source>It is not Black&apos;s turn. Is resigning a move, which must wait for one&apos;s turn?</source>
        <extracomment>22-resignation.json, level 2: the hint</extracomment>
        <translation>Não é a vez das pretas. Abandonar é um lance que precisa esperar a própria vez?</translation>
    </message>
    <message>
        <source>A player who resigns loses the game. Who resigned?</source>
        <extracomment>22-resignation.json, level 3: the hint</extracomment>
        <translation>Quem abandona perde a partida. Quem abandonou?</translation>
    </message>
    <message>
        <source>A resignation gives the game to the opponent. Who resigned here?</source>
        <extracomment>22-resignation.json, level 4: the hint</extracomment>
        <translation>Abandonar dá a partida ao adversário. Quem abandonou aqui?</translation>
    </message>
    <message>
        <source>Look at the position first: has the game already ended?</source>
        <extracomment>22-resignation.json, level 5: the hint</extracomment>
        <translation>Olhe primeiro a posição: a partida já terminou?</translation>
    </message>
    <message>
        <source>The draw offer was accepted. Is there still a game to resign?</source>
        <extracomment>22-resignation.json, level 6: the hint</extracomment>
        <translation>A oferta de empate foi aceita. Ainda há uma partida para abandonar?</translation>
    </message>
    <message>
        <source>The knight you touched must move. Which of its moves attacks the black king?</source>
        <extracomment>23-touch-move.json, level 1: the hint</extracomment>
        <translation>Você precisa mover o cavalo que tocou. Qual lance dele ataca o rei preto?</translation>
    </message>
    <message>
        <source>Touching the rook first binds you to a rook move. Along which line can the rook reach the black king?</source>
        <extracomment>23-touch-move.json, level 2: the hint</extracomment>
        <translation>Ao tocar primeiro a torre, você é obrigado a movê-la. Por qual linha a torre alcança o rei preto?</translation>
    </message>
    <message>
        <source>The touched knight has no legal move, so the duty falls away: any piece may give the check.</source>
        <extracomment>23-touch-move.json, level 3: the hint</extracomment>
        <translation>O cavalo tocado não tem lance legal, então a obrigação desaparece: qualquer peça pode dar o xeque.</translation>
    </message>
    <message>
        <source>A touched enemy piece must be captured if any of your pieces can. Which of yours attack f6?</source>
        <extracomment>23-touch-move.json, level 4: the hint</extracomment>
        <translation>Uma peça adversária tocada deve ser capturada se alguma das suas peças puder. Quais das suas atacam f6?</translation>
    </message>
    <message>
        <source>After &quot;j&apos;adoube&quot; nothing binds you. The black king is walled in by his own pawns: a check along his first rank cannot be escaped.</source>
        <extracomment>23-touch-move.json, level 5: the hint</extracomment>
        <translation>Depois de dizer “ajusto” nada obriga você. O rei preto está preso pelos próprios peões: de um xeque pela primeira fileira dele não há fuga.</translation>
    </message>
    <message>
        <source>Touching the rook first would bind you to a rook move. Start with the king: two squares towards h1.</source>
        <extracomment>23-touch-move.json, level 6: the hint</extracomment>
        <translation>Tocar primeiro a torre obrigaria você a mover a torre. Comece pelo rei: duas casas em direção a h1.</translation>
    </message>
    <message>
        <source>Look at what stands behind the rook on the e-file.</source>
        <extracomment>24-illegal-moves.json, level 1: the hint</extracomment>
        <translation>Veja o que está atrás da torre na coluna e.</translation>
    </message>
    <message>
        <source>Which black piece aims at the square the king would go to?</source>
        <extracomment>24-illegal-moves.json, level 2: the hint</extracomment>
        <translation>Que peça preta mira a casa para onde o rei iria?</translation>
    </message>
    <message>
        <source>Where would the white king stand after the move, and how far from the black king?</source>
        <extracomment>24-illegal-moves.json, level 3: the hint</extracomment>
        <translation>Onde o rei branco ficaria depois do lance, e a que distância do rei preto?</translation>
    </message>
    <message>
        <source>Is the white king in check? Then every move must end that check.</source>
        <extracomment>24-illegal-moves.json, level 4: the hint</extracomment>
        <translation>O rei branco está em xeque? Então todo lance precisa acabar com esse xeque.</translation>
    </message>
    <message>
        <source>How does a bishop move? Is c4 on one of its lines?</source>
        <extracomment>24-illegal-moves.json, level 5: the hint</extracomment>
        <translation>Como o bispo anda? A casa c4 está numa das linhas dele?</translation>
    </message>
    <message>
        <source>Which pieces may a pawn become on the last rank?</source>
        <extracomment>24-illegal-moves.json, level 6: the hint</extracomment>
        <translation>Em que peças um peão pode se transformar na última fileira?</translation>
    </message>
    <message>
        <source>A second illegal move loses, if the opponent could still mate. Could Black mate with what is on the board?</source>
        <extracomment>24-illegal-moves.json, level 7: the hint</extracomment>
        <translation>Um segundo lance ilegal perde se o adversário ainda puder dar mate. As pretas poderiam dar mate com o que há no tabuleiro?</translation>
    </message>
    <message>
        <source>Black has only the king. Could Black mate at all?</source>
        <extracomment>24-illegal-moves.json, level 8: the hint</extracomment>
        <translation>As pretas só têm o rei. Elas poderiam dar mate de algum jeito?</translation>
    </message>
    <message>
        <source>Write the piece&apos;s letter, then the square it goes to; the square it leaves is not written.</source>
        <extracomment>25-short-notation.json, level 1: the hint</extracomment>
        <translation>Escreva a letra da peça e depois a casa para onde ela vai; a casa de onde ela sai não se escreve.</translation>
    </message>
    <message>
        <source>A pawn has no letter: write only the square it goes to.</source>
        <extracomment>25-short-notation.json, level 2: the hint</extracomment>
        <translation>O peão não tem letra: escreva só a casa para onde ele vai.</translation>
    </message>
    <message>
        <source>A capture puts its sign between the piece&apos;s letter and the square.</source>
        <extracomment>25-short-notation.json, level 3: the hint</extracomment>
        <translation>A captura põe o seu sinal entre a letra da peça e a casa.</translation>
    </message>
    <message>
        <source>Castling is written with a sign of its own, not with squares; castling on the king&apos;s side has the shorter sign.</source>
        <extracomment>25-short-notation.json, level 4: the hint</extracomment>
        <translation>O roque se escreve com um sinal próprio, não com casas; o roque pequeno tem o sinal mais curto.</translation>
    </message>
    <message>
        <source>The move captures, and it also attacks the king: both signs are written.</source>
        <extracomment>25-short-notation.json, level 5: the hint</extracomment>
        <translation>O lance captura e também ataca o rei: escrevem-se os dois sinais.</translation>
    </message>
    <message>
        <source>A promotion is written as the pawn&apos;s move, then = and the letter of the new piece.</source>
        <extracomment>25-short-notation.json, level 6: the hint</extracomment>
        <translation>A promoção se escreve como o lance do peão seguido de = e da letra da peça nova.</translation>
    </message>
    <message>
        <source>Long notation writes the square the piece leaves, a dash, then the square it reaches.</source>
        <extracomment>26-long-notation.json, level 1: the hint</extracomment>
        <translation>A notação completa escreve a casa que a peça deixa, um hífen e a casa a que ela chega.</translation>
    </message>
    <message>
        <source>A pawn still has no letter, but both of its squares are written.</source>
        <extracomment>26-long-notation.json, level 2: the hint</extracomment>
        <translation>O peão continua sem letra, mas as duas casas dele são escritas.</translation>
    </message>
    <message>
        <source>In a capture, the capture sign takes the place of the dash.</source>
        <extracomment>26-long-notation.json, level 3: the hint</extracomment>
        <translation>Numa captura, o sinal de captura fica no lugar do hífen.</translation>
    </message>
    <message>
        <source>Castling is written the same in long notation as in short.</source>
        <extracomment>26-long-notation.json, level 4: the hint</extracomment>
        <translation>O roque se escreve igual na notação completa e na abreviada.</translation>
    </message>
    <message>
        <source>Write both squares of the pawn&apos;s move, then the new piece as in short notation.</source>
        <extracomment>26-long-notation.json, level 5: the hint</extracomment>
        <translation>Escreva as duas casas do lance do peão e depois a peça nova, como na notação abreviada.</translation>
    </message>
    <message>
        <source>The letter names the piece, and the square is where it goes. Which of your pieces of that kind can get there?</source>
        <extracomment>27-reading-notation.json, level 1: the hint</extracomment>
        <translation>A letra dá o nome da peça, e a casa é para onde ela vai. Qual das suas peças desse tipo pode chegar lá?</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from.</source>
        <extracomment>27-reading-notation.json, level 2: the hint</extracomment>
        <translation>Uma captura de peão começa pela coluna de onde o peão sai.</translation>
    </message>
    <message>
        <source>Count the zeros or O&apos;s: that tells you on which side to castle. Then move the king two squares.</source>
        <extracomment>27-reading-notation.json, level 3: the hint</extracomment>
        <translation>Conte os O: eles dizem para que lado fazer o roque. Depois mova o rei duas casas.</translation>
    </message>
    <message>
        <source>The letter at the end names the piece the pawn becomes; Ferz offers the pieces when the pawn reaches the last rank.</source>
        <extracomment>27-reading-notation.json, level 4: the hint</extracomment>
        <translation>A letra do final dá o nome da peça em que o peão se transforma; o programa oferece as peças quando o peão chega à última fileira.</translation>
    </message>
    <message>
        <source>Both rooks can reach the square: the small letter after the rook&apos;s letter names the file the moving rook comes from.</source>
        <extracomment>27-reading-notation.json, level 5: the hint</extracomment>
        <translation>As duas torres podem chegar à casa: a letra minúscula depois da letra da torre indica a coluna de onde sai a que se move.</translation>
    </message>
    <message>
        <source>In long notation the first square is where the piece stands, the second where it goes.</source>
        <extracomment>27-reading-notation.json, level 6: the hint</extracomment>
        <translation>Na notação completa a primeira casa é onde a peça está, e a segunda para onde ela vai.</translation>
    </message>
    <message>
        <source>In Russian books the knight is К, and long notation joins the two squares with a dash —.</source>
        <extracomment>28-russian-notation.json, level 1: the hint</extracomment>
        <translation>Nos livros russos o cavalo é К, e a notação completa liga as duas casas com um travessão —.</translation>
    </message>
    <message>
        <source>The bishop is С, and Russian books mark a capture with a colon : where others write x.</source>
        <extracomment>28-russian-notation.json, level 2: the hint</extracomment>
        <translation>O bispo é С, e os livros russos marcam a captura com dois-pontos : onde outros escrevem x.</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from, then the colon.</source>
        <extracomment>28-russian-notation.json, level 3: the hint</extracomment>
        <translation>Uma captura de peão começa pela coluna de onde o peão sai e depois os dois-pontos.</translation>
    </message>
    <message>
        <source>Russian books write castling with zeros joined by a dash.</source>
        <extracomment>28-russian-notation.json, level 4: the hint</extracomment>
        <translation>Os livros russos escrevem o roque com zeros ligados por um travessão.</translation>
    </message>
    <message>
        <source>The queen is Ф, and Russian books mark a mate with ×.</source>
        <extracomment>28-russian-notation.json, level 6: the hint</extracomment>
        <translation>A dama é Ф, e os livros russos marcam o mate com ×.</translation>
    </message>
    <message>
        <source>Л is the rook; the dash joins its two squares, and + says the move gives check.</source>
        <extracomment>28-russian-notation.json, level 7: the hint</extracomment>
        <translation>Л é a torre; o travessão liga as duas casas dela, e + diz que o lance dá xeque.</translation>
    </message>
    <message>
        <source>Mate with the queen</source>
        <extracomment>29-mate-queen.json: the stage&apos;s title</extracomment>
        <translation>Mate com a dama</translation>
    </message>
    <message>
        <source>King and queen mate a lone king in at most ten moves. Keep the enemy king in a box with your queen a knight&apos;s move away from it, so that the box shrinks at every move; once the king stands on the edge, bring your own king up and mate. Mind the stalemate: leave the king a square to go to until the mate. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>29-mate-queen.json: the stage&apos;s introduction</extracomment>
        <translation>Rei e dama dão mate no rei sozinho em no máximo dez lances. Mantenha o rei inimigo preso num retângulo, com a sua dama a um salto de cavalo dele, de modo que o retângulo encolha a cada lance; quando o rei estiver na borda, traga o seu rei e dê o mate. Cuidado com o afogamento: até o mate, deixe ao rei uma casa para onde ir. Aqui o rei preto se defende o melhor possível, como mostram as tabelas de finais.</translation>
    </message>
    <message>
        <source>Checkmate the black king.</source>
        <extracomment>29-mate-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Dê xeque-mate no rei preto.</translation>
    </message>
    <message>
        <source>The longest mate with the queen: the black king in the middle, your king in the corner.</source>
        <extracomment>29-mate-queen.json, level 3: what the level asks</extracomment>
        <translation>O mate mais longo com a dama: o rei preto no centro e o seu rei no canto.</translation>
    </message>
    <message>
        <source>Mate with the rook</source>
        <extracomment>30-mate-rook.json: the stage&apos;s title</extracomment>
        <translation>Mate com a torre</translation>
    </message>
    <message>
        <source>King and rook mate a lone king in at most sixteen moves. The rook cuts the king off along a rank or a file and keeps it in a box; your king comes up to support the rook, and every rook move that shortens the box drives the enemy king back, until it stands on the edge and the rook mates along it. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>30-mate-rook.json: the stage&apos;s introduction</extracomment>
        <translation>Rei e torre dão mate no rei sozinho em no máximo dezesseis lances. A torre corta o rei por uma fileira ou uma coluna e o mantém num retângulo; o seu rei se aproxima para apoiar a torre, e cada lance de torre que encurta o retângulo faz o rei inimigo recuar, até que ele fique na borda e a torre dê o mate ao longo dela. Aqui o rei preto se defende o melhor possível, como mostram as tabelas de finais.</translation>
    </message>
    <message>
        <source>The longest mate with the rook: sixteen moves with best play.</source>
        <extracomment>30-mate-rook.json, level 3: what the level asks</extracomment>
        <translation>O mate mais longo com a torre: dezesseis lances com o melhor jogo.</translation>
    </message>
    <message>
        <source>Mate with two bishops</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s title</extracomment>
        <translation>Mate com dois bispos</translation>
    </message>
    <message>
        <source>Two bishops side by side make a wall the lone king cannot cross. With your king&apos;s help, push the enemy king to the edge and then into a corner, where the bishops mate it: at most nineteen moves. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s introduction</extracomment>
        <translation>Dois bispos lado a lado formam uma parede que o rei sozinho não consegue atravessar. Com a ajuda do seu rei, empurre o rei inimigo para a borda e depois para um canto, onde os bispos dão o mate: no máximo dezenove lances. Aqui o rei preto se defende o melhor possível, como mostram as tabelas de finais.</translation>
    </message>
    <message>
        <source>Mate with bishop and knight</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s title</extracomment>
        <translation>Mate com bispo e cavalo</translation>
    </message>
    <message>
        <source>The hardest of the basic mates: bishop and knight can mate a lone king only in a corner of the bishop&apos;s colour, and with best defence it takes up to thirty-three moves, so the fifty-move rule leaves little to spare. Drive the king to the edge, then along it to the right corner, the knight cutting off its way back. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s introduction</extracomment>
        <translation>O mais difícil dos mates básicos: bispo e cavalo só conseguem dar mate no rei sozinho num canto da cor do bispo, e com a melhor defesa são necessários até trinta e três lances, de modo que a regra dos 50 lances deixa pouca margem. Leve o rei até a borda e depois, ao longo dela, até o canto certo, com o cavalo cortando o caminho de volta. Aqui o rei preto se defende o melhor possível, como mostram as tabelas de finais.</translation>
    </message>
    <message>
        <source>Checkmate the black king before the fifty-move rule lets Black claim a draw.</source>
        <extracomment>32-mate-bishop-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Dê xeque-mate no rei preto antes que a regra dos 50 lances permita às pretas reivindicar o empate.</translation>
    </message>
    <message>
        <source>The black king is already near a8, a corner of your bishop&apos;s colour.</source>
        <extracomment>32-mate-bishop-knight.json, level 1: what the level asks</extracomment>
        <translation>O rei preto já está perto de a8, um canto da cor do seu bispo.</translation>
    </message>
    <message>
        <source>The black king sits in h8, a corner your bishop cannot reach: drive it along the edge to a8 or h1.</source>
        <extracomment>32-mate-bishop-knight.json, level 2: what the level asks</extracomment>
        <translation>O rei preto está em h8, um canto que o seu bispo não alcança: leve-o ao longo da borda até a8 ou h1.</translation>
    </message>
    <message>
        <source>The whole mate, from the middle of the board.</source>
        <extracomment>32-mate-bishop-knight.json, level 3: what the level asks</extracomment>
        <translation>O mate inteiro, a partir do centro do tabuleiro.</translation>
    </message>
    <message>
        <source>King and pawn against king</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s title</extracomment>
        <translation>Rei e peão contra rei</translation>
    </message>
    <message>
        <source>With a king and one pawn against a lone king, the kings decide. The key squares: when the king of the pawn&apos;s side stands on one (for a pawn on the fourth rank, the three squares two ranks in front of it), the pawn promotes whatever the other side does. The opposition: kings facing each other with one square between; the side that has to move must give way. The rule of the square: a lone king catches a pawn running on its own if it can step into the square drawn from the pawn to its promotion rank. The other side here plays as well as it can, as the endgame tables show it.</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>Com rei e um peão contra o rei sozinho, quem decide são os reis. As casas-chave: quando o rei do lado do peão ocupa uma delas (para um peão na quarta fileira, as três casas duas fileiras à frente dele), o peão é promovido, faça o adversário o que fizer. A oposição: os reis frente a frente com uma casa entre eles; o lado que tem de jogar precisa ceder. A regra do quadrado: o rei sozinho alcança um peão que corre sem apoio se puder entrar no quadrado traçado do peão até a fileira de promoção. Aqui o adversário joga o melhor possível, como mostram as tabelas de finais.</translation>
    </message>
    <message>
        <source>Promote the pawn, and keep the win.</source>
        <extracomment>33-king-and-pawn.json: what the stage&apos;s levels ask</extracomment>
        <translation>Promova o peão sem perder a vitória.</translation>
    </message>
    <message>
        <source>Key squares: the key squares of the pawn on e4 are d6, e6 and f6. Reach one with your king and the pawn cannot be stopped.</source>
        <extracomment>33-king-and-pawn.json, level 1: what the level asks</extracomment>
        <translation>Casas-chave: as do peão de e4 são d6, e6 e f6. Chegue a uma delas com o seu rei e o peão não pode mais ser detido.</translation>
    </message>
    <message>
        <source>The opposition: only one move wins here. Take the opposition, then go forward with your king before the pawn.</source>
        <extracomment>33-king-and-pawn.json, level 2: what the level asks</extracomment>
        <translation>A oposição: aqui só um lance ganha. Tome a oposição e depois avance com o seu rei à frente do peão.</translation>
    </message>
    <message>
        <source>You defend with Black. Take the opposition and keep it: stay in front of the pawn, and when the white king comes forward, face it.</source>
        <extracomment>33-king-and-pawn.json, level 3: what the level asks</extracomment>
        <translation>Você defende com as pretas. Tome a oposição e mantenha-a: fique à frente do peão e, quando o rei branco avançar, fique de frente para ele.</translation>
    </message>
    <message>
        <source>The rule of the square: you defend with Black. Step into the square of the pawn on g4 (from g4 to g8 and across to c8) and catch it.</source>
        <extracomment>33-king-and-pawn.json, level 4: what the level asks</extracomment>
        <translation>A regra do quadrado: você defende com as pretas. Entre no quadrado do peão de g4 (de g4 a g8 e dali até c8) e alcance-o.</translation>
    </message>
    <message>
        <source>The rule of the square, from the other side: the black king is outside the square of your pawn. Let the pawn run.</source>
        <extracomment>33-king-and-pawn.json, level 5: what the level asks</extracomment>
        <translation>A regra do quadrado, do outro lado: o rei preto está fora do quadrado do seu peão. Deixe o peão correr.</translation>
    </message>
    <message>
        <source>Castling in Chess960</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s title</extracomment>
        <translation>O roque no xadrez 960</translation>
    </message>
    <message>
        <source>In Chess960 the king and the rooks start on other squares, but castling ends as in standard chess: kingside the king stands on g1 and the rook on f1, queenside the king on c1 and the rook on d1. Castle by moving the king onto its rook. The squares the king and the rook go over or land on must be empty but for the two of them, and the king may not be in check, cross an attacked square or land on one.</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s introduction</extracomment>
        <translation>No xadrez 960 o rei e as torres começam em outras casas, mas o roque termina como no xadrez padrão: no roque pequeno o rei fica em g1 e a torre em f1; no grande, o rei em c1 e a torre em d1. Para fazer o roque, leve o rei para cima da sua torre. As casas que o rei e a torre atravessam ou ocupam devem estar vazias, exceto pelos dois, e o rei não pode estar em xeque, atravessar uma casa atacada nem parar em uma.</translation>
    </message>
    <message>
        <source>Castle kingside: move the king onto its rook on g1. The king ends on g1 and the rook on f1.</source>
        <extracomment>34-chess960-castling.json, level 1: what the level asks</extracomment>
        <translation>Faça o roque pequeno: leve o rei para cima da sua torre de g1. O rei termina em g1 e a torre em f1.</translation>
    </message>
    <message>
        <source>Castle queenside: move the king onto its rook on a1. The king ends on c1 and the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 2: what the level asks</extracomment>
        <translation>Faça o roque grande: leve o rei para cima da sua torre de a1. O rei termina em c1 e a torre em d1.</translation>
    </message>
    <message>
        <source>The king already stands on g1: castling kingside moves only the rook, from h1 to f1. Move the king onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: what the level asks</extracomment>
        <translation>O rei já está em g1: o roque pequeno só move a torre, de h1 para f1. Leve o rei para cima dessa torre.</translation>
    </message>
    <message>
        <source>A black bishop stands on a5, and the king on b1 goes onto its rook on g1 to castle kingside.</source>
        <extracomment>34-chess960-castling.json, level 4: what the level asks</extracomment>
        <translation>Um bispo preto está em a5, e o rei de b1 vai para cima da sua torre de g1 para fazer o roque pequeno.</translation>
    </message>
    <message>
        <source>The king on b1 goes onto its rook on a1 to castle queenside, which puts the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 5: what the level asks</extracomment>
        <translation>O rei de b1 vai para cima da sua torre de a1 para fazer o roque grande, que põe a torre em d1.</translation>
    </message>
    <message>
        <source>The white rook on b1 stands between the black rook on a1 and c1, where castling queenside puts the king.</source>
        <extracomment>34-chess960-castling.json, level 6: what the level asks</extracomment>
        <translation>A torre branca de b1 está entre a torre preta de a1 e c1, a casa onde o roque grande põe o rei.</translation>
    </message>
    <message>
        <source>The black rook on d8 attacks d1, where castling queenside puts the white rook; the king goes only to c1.</source>
        <extracomment>34-chess960-castling.json, level 7: what the level asks</extracomment>
        <translation>A torre preta de d8 ataca d1, a casa onde o roque grande põe a torre branca; o rei vai só até c1.</translation>
    </message>
    <message>
        <source>In Chess960 the king castles by going onto its own rook: pick up the king and put it down on the rook it castles with.</source>
        <extracomment>34-chess960-castling.json, level 1: the hint</extracomment>
        <translation>No xadrez 960 o rei roca indo para cima da própria torre: pegue o rei e solte-o sobre a torre com que ele roca.</translation>
    </message>
    <message>
        <source>Queenside is the side of the a-file. Which rook stands there? The squares the king and the rook end on, c1 and d1, must be empty but for the two of them.</source>
        <extracomment>34-chess960-castling.json, level 2: the hint</extracomment>
        <translation>O roque grande é para o lado da coluna a. Que torre está lá? As casas onde o rei e a torre terminam, c1 e d1, devem estar vazias, exceto pelos dois.</translation>
    </message>
    <message>
        <source>A king that already stands on its castling square stays there: only the rook goes. The move is still the king&apos;s, onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: the hint</extracomment>
        <translation>Um rei que já está na sua casa de roque fica nela: só a torre vai. Mesmo assim o lance é do rei, sobre essa torre.</translation>
    </message>
    <message>
        <source>Follow the bishop&apos;s diagonal from a5 down to the first rank. The king may not pass over an attacked square on its way to g1.</source>
        <extracomment>34-chess960-castling.json, level 4: the hint</extracomment>
        <translation>Siga a diagonal do bispo de a5 até a primeira fileira. O rei não pode passar por uma casa atacada a caminho de g1.</translation>
    </message>
    <message>
        <source>Castling queenside puts the king on c1 and the rook on d1. Are both squares empty but for the king and the rook?</source>
        <extracomment>34-chess960-castling.json, level 5: the hint</extracomment>
        <translation>O roque grande põe o rei em c1 e a torre em d1. As duas casas estão vazias, exceto pelo rei e pela torre?</translation>
    </message>
    <message>
        <source>Where does the king end when it castles queenside? Look along the first rank from the black rook once the white rook has left b1.</source>
        <extracomment>34-chess960-castling.json, level 6: the hint</extracomment>
        <translation>Onde o rei termina ao fazer o roque grande? Olhe ao longo da primeira fileira a partir da torre preta depois que a torre branca deixar b1.</translation>
    </message>
    <message>
        <source>The rule keeps the king safe, not the rook: only the squares the king stands on, goes over and ends on must be free of attack.</source>
        <extracomment>34-chess960-castling.json, level 7: the hint</extracomment>
        <translation>A regra protege o rei, não a torre: só as casas onde o rei está, por onde passa e onde termina precisam estar livres de ataque.</translation>
    </message>
</context>
<context>
    <name>DiagramWords</name>
    <message>
        <source>Position %1</source>
        <translation>Posição %1</translation>
    </message>
    <message numerus="yes">
        <source>%n green square(s): %1.</source>
        <translation>
            <numerusform>%n casa verde: %1.</numerusform>
            <numerusform>%n casas verdes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green arrow(s): %1.</source>
        <translation>
            <numerusform>%n seta verde: %1.</numerusform>
            <numerusform>%n setas verdes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red square(s): %1.</source>
        <translation>
            <numerusform>%n casa vermelha: %1.</numerusform>
            <numerusform>%n casas vermelhas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red arrow(s): %1.</source>
        <translation>
            <numerusform>%n seta vermelha: %1.</numerusform>
            <numerusform>%n setas vermelhas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow square(s): %1.</source>
        <translation>
            <numerusform>%n casa amarela: %1.</numerusform>
            <numerusform>%n casas amarelas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow arrow(s): %1.</source>
        <translation>
            <numerusform>%n seta amarela: %1.</numerusform>
            <numerusform>%n setas amarelas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue square(s): %1.</source>
        <translation>
            <numerusform>%n casa azul: %1.</numerusform>
            <numerusform>%n casas azuis: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue arrow(s): %1.</source>
        <translation>
            <numerusform>%n seta azul: %1.</numerusform>
            <numerusform>%n setas azuis: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Jogam as brancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Jogam as pretas.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side.</source>
        <translation>Vista do lado das pretas.</translation>
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
    <message>
        <source>row %1 of its %2 cannot be read</source>
        <translation>a linha %1 da sua tabela %2 não pode ser lida</translation>
    </message>
    <message>
        <source>its format %1 could not be brought up to date: %2</source>
        <translation>não foi possível atualizar o seu formato %1: %2</translation>
    </message>
    <message>
        <source>its format is %1; Ferz brings it up to format %2 when the file may be written</source>
        <translation>o seu formato é o %1; o Ferz atualiza-a para o formato %2 quando o arquivo pode ser gravado</translation>
    </message>
    <message>
        <source>the moves of its chunk %1 cannot be read</source>
        <translation>os lances do seu bloco %1 não podem ser lidos</translation>
    </message>
    <message>
        <source>another Ferz has brought its format to %1 meanwhile</source>
        <translation>outra versão do Ferz a levou ao formato %1 nesse meio-tempo</translation>
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
    <message>
        <source>Chess960 start position %1</source>
        <translation>Xadrez 960, posição inicial %1</translation>
    </message>
    <message>
        <source>Chess960 start position</source>
        <translation>Xadrez 960, posição inicial</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Xadrez 960</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
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
    <message>
        <source>the pawn on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: пешку на e4)</comment>
        <translation>o peão em %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: коня на e4)</comment>
        <translation>o cavalo em %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: слона на e4)</comment>
        <translation>o bispo em %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ладью на e4)</comment>
        <translation>a torre em %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ферзя на e4)</comment>
        <translation>a dama em %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: короля на e4)</comment>
        <translation>o rei em %1</translation>
    </message>
    <message>
        <source>by the pawn on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: пешкой на e4; pt: pelo peão em e4)</comment>
        <translation>pelo peão em %1</translation>
    </message>
    <message>
        <source>by the knight on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: конём на e4; pt: pelo cavalo em e4)</comment>
        <translation>pelo cavalo em %1</translation>
    </message>
    <message>
        <source>by the bishop on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: слоном на e4; pt: pelo bispo em e4)</comment>
        <translation>pelo bispo em %1</translation>
    </message>
    <message>
        <source>by the rook on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ладьёй на e4; pt: pela torre em e4)</comment>
        <translation>pela torre em %1</translation>
    </message>
    <message>
        <source>by the queen on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ферзём на e4; pt: pela dama em e4)</comment>
        <translation>pela dama em %1</translation>
    </message>
    <message>
        <source>by the king on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: королём на e4; pt: pelo rei em e4)</comment>
        <translation>pelo rei em %1</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the pawn on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: o peão em %1 é seu.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the knight on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: o cavalo em %1 é seu.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the bishop on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: o bispo em %1 é seu.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the rook on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: a torre em %1 é sua.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the queen on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: a dama em %1 é sua.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the king on %1 is yours.</source>
        <translation>Você não pode capturar uma peça sua: o rei em %1 é seu.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would cross %1, which is attacked %2.</source>
        <translation>Você não pode fazer o roque: o rei passaria por %1, casa atacada %2.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would land on %1, which is attacked %2.</source>
        <translation>Você não pode fazer o roque: o rei pararia em %1, casa atacada %2.</translation>
    </message>
    <message>
        <source>You cannot castle: castling puts the king on %1 and the rook on %2, and %3 is in the way.</source>
        <translation>Você não pode fazer o roque: o roque põe o rei em %1 e a torre em %2, e %3 está no caminho.</translation>
    </message>
    <message>
        <source>You castle kingside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>O roque pequeno se faz com a torre de %1, a que começou a partida desse lado do rei.</translation>
    </message>
    <message>
        <source>You castle queenside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>O roque grande se faz com a torre de %1, a que começou a partida desse lado do rei.</translation>
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
        <translation>Peças cravadas contra o seu rei (com moldura laranja): %1.</translation>
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
    <message>
        <source>Pinned to your king (framed in orange): the pawn on %1.</source>
        <translation>Cravado contra o seu rei (com moldura laranja): o peão em %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the knight on %1.</source>
        <translation>Cravado contra o seu rei (com moldura laranja): o cavalo em %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the bishop on %1.</source>
        <translation>Cravado contra o seu rei (com moldura laranja): o bispo em %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the rook on %1.</source>
        <translation>Cravada contra o seu rei (com moldura laranja): a torre em %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the queen on %1.</source>
        <translation>Cravada contra o seu rei (com moldura laranja): a dama em %1.</translation>
    </message>
    <message>
        <source>Endgame tables: %1.</source>
        <translation>Tabelas de finais: %1.</translation>
    </message>
    <message>
        <source>Dead position: no series of legal moves can lead to checkmate, so the game is drawn at once.</source>
        <translation>Posição morta: nenhuma sequência de lances legais pode levar ao xeque-mate, então a partida termina empatada na hora.</translation>
    </message>
    <message>
        <source>Not a dead position: a checkmate could still come if a side blundered, so the game goes on, although with best play it is a draw.</source>
        <translation>Não é uma posição morta: um xeque-mate ainda poderia acontecer se um dos lados errasse feio, então a partida continua, embora com o melhor jogo seja empate.</translation>
    </message>
    <message>
        <source>Insufficient material: White cannot checkmate by any series of legal moves, so if Black&apos;s flag falls the game is drawn.</source>
        <translation>Material insuficiente: as brancas não conseguem dar xeque-mate com nenhuma sequência de lances legais, então, se a bandeira das pretas cair, a partida termina empatada.</translation>
    </message>
    <message>
        <source>Insufficient material: Black cannot checkmate by any series of legal moves, so if White&apos;s flag falls the game is drawn.</source>
        <translation>Material insuficiente: as pretas não conseguem dar xeque-mate com nenhuma sequência de lances legais, então, se a bandeira das brancas cair, a partida termina empatada.</translation>
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
    <message>
        <source>White has a slight advantage</source>
        <comment>$14, said aloud: the name alone, no symbol</comment>
        <translation>As brancas têm uma ligeira vantagem</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>$15, said aloud: the name alone, no symbol</comment>
        <translation>As pretas têm uma ligeira vantagem</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>$16, said aloud: the name alone, no symbol</comment>
        <translation>As brancas têm uma vantagem clara</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>$17, said aloud: the name alone, no symbol</comment>
        <translation>As pretas têm uma vantagem clara</translation>
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
    <name>Opening</name>
    <message>
        <source>Accelerated Dragon</source>
        <extracomment>An opening&apos;s family or variation. Write it as it stands after &quot;Sicilian Defense:&quot; in your language; the first letter of a whole name is made a capital.</extracomment>
        <translation>Dragão Acelerado</translation>
    </message>
    <message>
        <source>Advance Variation</source>
        <translation>Variante do Avanço</translation>
    </message>
    <message>
        <source>Agincourt Defense</source>
        <translation>Defesa Agincourt</translation>
    </message>
    <message>
        <source>Alapin Variation</source>
        <translation>Variante Alapin</translation>
    </message>
    <message>
        <source>Albin Countergambit</source>
        <translation>Contragambito Albin</translation>
    </message>
    <message>
        <source>Alekhine Defense</source>
        <translation>Defesa Alekhine</translation>
    </message>
    <message>
        <source>Alekhine Variation</source>
        <translation>Variante Alekhine</translation>
    </message>
    <message>
        <source>Amar Opening</source>
        <translation>Abertura Amar</translation>
    </message>
    <message>
        <source>Amazon Attack</source>
        <translation>Ataque Amazona</translation>
    </message>
    <message>
        <source>Amsterdam Attack</source>
        <translation>Ataque Amsterdã</translation>
    </message>
    <message>
        <source>Anderssen&apos;s Opening</source>
        <translation>Abertura Anderssen</translation>
    </message>
    <message>
        <source>Anglo-Indian Defense</source>
        <translation>Defesa Anglo-Índia</translation>
    </message>
    <message>
        <source>Anglo-Slav Variation</source>
        <translation>Variante Anglo-Eslava</translation>
    </message>
    <message>
        <source>Australian Defense</source>
        <translation>Defesa Australiana</translation>
    </message>
    <message>
        <source>Austrian Attack</source>
        <translation>Ataque Austríaco</translation>
    </message>
    <message>
        <source>Averbakh Variation</source>
        <translation>Variante Averbakh</translation>
    </message>
    <message>
        <source>Barnes Defense</source>
        <translation>Defesa Barnes</translation>
    </message>
    <message>
        <source>Barnes Opening</source>
        <translation>Abertura Barnes</translation>
    </message>
    <message>
        <source>Basque Opening</source>
        <translation>Abertura Basca</translation>
    </message>
    <message>
        <source>Benko Gambit</source>
        <translation>Gambito Benko</translation>
    </message>
    <message>
        <source>Benko Gambit Accepted</source>
        <translation>Gambito Benko Aceito</translation>
    </message>
    <message>
        <source>Benko Gambit Declined</source>
        <translation>Gambito Benko Recusado</translation>
    </message>
    <message>
        <source>Benoni Defense</source>
        <translation>Defesa Benoni</translation>
    </message>
    <message>
        <source>Berlin Defense</source>
        <translation>Defesa Berlinense</translation>
    </message>
    <message>
        <source>Bird Opening</source>
        <translation>Abertura Bird</translation>
    </message>
    <message>
        <source>Bishop&apos;s Gambit</source>
        <translation>Gambito do Bispo</translation>
    </message>
    <message>
        <source>Bishop&apos;s Opening</source>
        <translation>Abertura do Bispo</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit</source>
        <translation>Gambito Blackmar-Diemer</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Accepted</source>
        <translation>Gambito Blackmar-Diemer Aceito</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Declined</source>
        <translation>Gambito Blackmar-Diemer Recusado</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit</source>
        <translation>Contragambito Blumenfeld</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit Accepted</source>
        <translation>Contragambito Blumenfeld Aceito</translation>
    </message>
    <message>
        <source>Bogo-Indian Defense</source>
        <translation>Defesa Bogo-Índia</translation>
    </message>
    <message>
        <source>Bogoljubow Defense</source>
        <translation>Defesa Bogoljubow</translation>
    </message>
    <message>
        <source>Bogoljubow Variation</source>
        <translation>Variante Bogoljubow</translation>
    </message>
    <message>
        <source>Bongcloud Attack</source>
        <translation>Ataque Bongcloud</translation>
    </message>
    <message>
        <source>Borg Defense</source>
        <translation>Defesa Borg</translation>
    </message>
    <message>
        <source>Botvinnik Variation</source>
        <translation>Variante Botvinnik</translation>
    </message>
    <message>
        <source>Breyer Variation</source>
        <translation>Variante Breyer</translation>
    </message>
    <message>
        <source>Bronstein Variation</source>
        <translation>Variante Bronstein</translation>
    </message>
    <message>
        <source>Budapest Gambit Accepted</source>
        <translation>Gambito Budapeste Aceito</translation>
    </message>
    <message>
        <source>Canard Opening</source>
        <translation>Abertura Canard</translation>
    </message>
    <message>
        <source>Capablanca Variation</source>
        <translation>Variante Capablanca</translation>
    </message>
    <message>
        <source>Carlsbad Variation</source>
        <translation>Variante Carlsbad</translation>
    </message>
    <message>
        <source>Caro-Kann Defense</source>
        <translation>Defesa Caro-Kann</translation>
    </message>
    <message>
        <source>Carr Defense</source>
        <translation>Defesa Carr</translation>
    </message>
    <message>
        <source>Catalan Opening</source>
        <translation>Abertura Catalã</translation>
    </message>
    <message>
        <source>Center Game</source>
        <translation>Abertura do Centro</translation>
    </message>
    <message>
        <source>Center Game Accepted</source>
        <translation>Abertura do Centro Aceita</translation>
    </message>
    <message>
        <source>Central Variation</source>
        <translation>Variante Central</translation>
    </message>
    <message>
        <source>Chigorin Defense</source>
        <translation>Defesa Chigorin</translation>
    </message>
    <message>
        <source>Chigorin Variation</source>
        <translation>Variante Chigorin</translation>
    </message>
    <message>
        <source>Classical Attack</source>
        <translation>Ataque Clássico</translation>
    </message>
    <message>
        <source>Classical Defense</source>
        <translation>Defesa Clássica</translation>
    </message>
    <message>
        <source>Classical Variation</source>
        <translation>Variante Clássica</translation>
    </message>
    <message>
        <source>Clemenz Opening</source>
        <translation>Abertura Clemenz</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Variante Fechada</translation>
    </message>
    <message>
        <source>Closed Variation</source>
        <translation>Variante Fechada</translation>
    </message>
    <message>
        <source>Colle System</source>
        <translation>Sistema Colle</translation>
    </message>
    <message>
        <source>Creepy Crawly Formation</source>
        <translation>Formação Creepy Crawly</translation>
    </message>
    <message>
        <source>Czech Defense</source>
        <translation>Defesa Tcheca</translation>
    </message>
    <message>
        <source>Czech Variation</source>
        <translation>Variante Tcheca</translation>
    </message>
    <message>
        <source>Danish Gambit</source>
        <translation>Gambito Dinamarquês</translation>
    </message>
    <message>
        <source>Danish Gambit Accepted</source>
        <translation>Gambito Dinamarquês Aceito</translation>
    </message>
    <message>
        <source>Danish Gambit Declined</source>
        <translation>Gambito Dinamarquês Recusado</translation>
    </message>
    <message>
        <source>Dragon Variation</source>
        <translation>Variante do Dragão</translation>
    </message>
    <message>
        <source>Dresden Opening</source>
        <translation>Abertura de Dresden</translation>
    </message>
    <message>
        <source>Duras Gambit</source>
        <translation>Gambito Duras</translation>
    </message>
    <message>
        <source>Dutch Defense</source>
        <translation>Defesa Holandesa</translation>
    </message>
    <message>
        <source>Döry Defense</source>
        <translation>Defesa Döry</translation>
    </message>
    <message>
        <source>East Indian Defense</source>
        <translation>Defesa Índia Oriental</translation>
    </message>
    <message>
        <source>Elephant Gambit</source>
        <translation>Gambito do Elefante</translation>
    </message>
    <message>
        <source>English Attack</source>
        <translation>Ataque Inglês</translation>
    </message>
    <message>
        <source>English Defense</source>
        <translation>Defesa Inglesa</translation>
    </message>
    <message>
        <source>English Opening</source>
        <translation>Abertura Inglesa</translation>
    </message>
    <message>
        <source>English Orangutan</source>
        <translation>Orangotango Inglês</translation>
    </message>
    <message>
        <source>Englund Gambit</source>
        <translation>Gambito Englund</translation>
    </message>
    <message>
        <source>Englund Gambit Declined</source>
        <translation>Gambito Englund Recusado</translation>
    </message>
    <message>
        <source>Evans Gambit</source>
        <translation>Gambito Evans</translation>
    </message>
    <message>
        <source>Evans Gambit Declined</source>
        <translation>Gambito Evans Recusado</translation>
    </message>
    <message>
        <source>Exchange Variation</source>
        <translation>Variante das Trocas</translation>
    </message>
    <message>
        <source>Falkbeer Countergambit</source>
        <translation>Contragambito Falkbeer</translation>
    </message>
    <message>
        <source>Fianchetto Defense</source>
        <translation>Defesa com Fianqueto</translation>
    </message>
    <message>
        <source>Fianchetto Line</source>
        <translation>Linha do Fianqueto</translation>
    </message>
    <message>
        <source>Fianchetto Variation</source>
        <translation>Variante do Fianqueto</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formação</translation>
    </message>
    <message>
        <source>Four Knights Game</source>
        <translation>Abertura dos Quatro Cavalos</translation>
    </message>
    <message>
        <source>Four Knights Variation</source>
        <translation>Variante dos Quatro Cavalos</translation>
    </message>
    <message>
        <source>Four Pawns Attack</source>
        <translation>Ataque dos Quatro Peões</translation>
    </message>
    <message>
        <source>French Defense</source>
        <translation>Defesa Francesa</translation>
    </message>
    <message>
        <source>Fried Fox Defense</source>
        <translation>Defesa da Raposa Frita</translation>
    </message>
    <message>
        <source>Giuoco Pianissimo</source>
        <translation>Giuoco Pianissimo</translation>
    </message>
    <message>
        <source>Giuoco Piano</source>
        <translation>Giuoco Piano</translation>
    </message>
    <message>
        <source>Gligoric System</source>
        <translation>Sistema Gligorić</translation>
    </message>
    <message>
        <source>Global Opening</source>
        <translation>Abertura Global</translation>
    </message>
    <message>
        <source>Goldsmith Defense</source>
        <translation>Defesa Goldsmith</translation>
    </message>
    <message>
        <source>Greco Gambit</source>
        <translation>Gambito Greco</translation>
    </message>
    <message>
        <source>Grob Opening</source>
        <translation>Abertura Grob</translation>
    </message>
    <message>
        <source>Grünfeld Defense</source>
        <translation>Defesa Grünfeld</translation>
    </message>
    <message>
        <source>Gunderam Defense</source>
        <translation>Defesa Gunderam</translation>
    </message>
    <message>
        <source>Harrwitz Attack</source>
        <translation>Ataque Harrwitz</translation>
    </message>
    <message>
        <source>Hippopotamus Defense</source>
        <translation>Defesa Hipopótamo</translation>
    </message>
    <message>
        <source>Horwitz Defense</source>
        <translation>Defesa Horwitz</translation>
    </message>
    <message>
        <source>Hungarian Opening</source>
        <translation>Abertura Húngara</translation>
    </message>
    <message>
        <source>Indian Defense</source>
        <translation>Defesa Índia</translation>
    </message>
    <message>
        <source>Irish Gambit</source>
        <translation>Gambito Irlandês</translation>
    </message>
    <message>
        <source>Italian Game</source>
        <translation>Abertura Italiana</translation>
    </message>
    <message>
        <source>Janowski Variation</source>
        <translation>Variante Janowski</translation>
    </message>
    <message>
        <source>Kan Variation</source>
        <translation>Variante Kan</translation>
    </message>
    <message>
        <source>Kangaroo Defense</source>
        <translation>Defesa Canguru</translation>
    </message>
    <message>
        <source>Karpov Variation</source>
        <translation>Variante Karpov</translation>
    </message>
    <message>
        <source>Kasparov-Petrosian Variation</source>
        <translation>Variante Kasparov-Petrosian</translation>
    </message>
    <message>
        <source>Kennedy Variation</source>
        <translation>Variante Kennedy</translation>
    </message>
    <message>
        <source>Keres Variation</source>
        <translation>Variante Keres</translation>
    </message>
    <message>
        <source>Kieseritzky Gambit</source>
        <translation>Gambito Kieseritzky</translation>
    </message>
    <message>
        <source>King&apos;s English Variation</source>
        <translation>Variante Inglesa do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Gambit</source>
        <translation>Gambito do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Accepted</source>
        <translation>Gambito do Rei Aceito</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Declined</source>
        <translation>Gambito do Rei Recusado</translation>
    </message>
    <message>
        <source>King&apos;s Indian Attack</source>
        <translation>Ataque Índio do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Indian Defense</source>
        <translation>Defesa Índia do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Knight Opening</source>
        <translation>Abertura do Cavalo do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Game</source>
        <translation>Abertura do Peão do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Line</source>
        <translation>Linha do Peão do Rei</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Opening</source>
        <translation>Abertura com o Peão do Rei</translation>
    </message>
    <message>
        <source>Kádas Opening</source>
        <translation>Abertura Kádas</translation>
    </message>
    <message>
        <source>Lasker Defense</source>
        <translation>Defesa Lasker</translation>
    </message>
    <message>
        <source>Lasker Simul Special</source>
        <translation>Especial de Simultâneas de Lasker</translation>
    </message>
    <message>
        <source>Lasker Variation</source>
        <translation>Variante Lasker</translation>
    </message>
    <message>
        <source>Lasker-Pelikan Variation</source>
        <translation>Variante Lasker-Pelikan</translation>
    </message>
    <message>
        <source>Latvian Gambit</source>
        <translation>Gambito Letão</translation>
    </message>
    <message>
        <source>Latvian Gambit Accepted</source>
        <translation>Gambito Letão Aceito</translation>
    </message>
    <message>
        <source>Lemming Defense</source>
        <translation>Defesa Lemingue</translation>
    </message>
    <message>
        <source>Leningrad Variation</source>
        <translation>Variante Leningrado</translation>
    </message>
    <message>
        <source>Lion Defense</source>
        <translation>Defesa do Leão</translation>
    </message>
    <message>
        <source>Lion Variation</source>
        <translation>Variante do Leão</translation>
    </message>
    <message>
        <source>London System</source>
        <translation>Sistema Londres</translation>
    </message>
    <message>
        <source>Main Line</source>
        <translation>Linha Principal</translation>
    </message>
    <message>
        <source>Marienbad System</source>
        <translation>Sistema Marienbad</translation>
    </message>
    <message>
        <source>Marshall Attack</source>
        <translation>Ataque Marshall</translation>
    </message>
    <message>
        <source>Marshall Gambit</source>
        <translation>Gambito Marshall</translation>
    </message>
    <message>
        <source>Maróczy Bind</source>
        <translation>Estrutura Maróczy</translation>
    </message>
    <message>
        <source>Max Lange Attack</source>
        <translation>Ataque Max Lange</translation>
    </message>
    <message>
        <source>McCutcheon Variation</source>
        <translation>Variante McCutcheon</translation>
    </message>
    <message>
        <source>Meran Variation</source>
        <translation>Variante Merano</translation>
    </message>
    <message>
        <source>Mexican Defense</source>
        <translation>Defesa Mexicana</translation>
    </message>
    <message>
        <source>Mieses Opening</source>
        <translation>Abertura Mieses</translation>
    </message>
    <message>
        <source>Mikenas Defense</source>
        <translation>Defesa Mikenas</translation>
    </message>
    <message>
        <source>Modern Attack</source>
        <translation>Ataque Moderno</translation>
    </message>
    <message>
        <source>Modern Defense</source>
        <translation>Defesa Moderna</translation>
    </message>
    <message>
        <source>Modern Line</source>
        <translation>Linha Moderna</translation>
    </message>
    <message>
        <source>Modern Steinitz Defense</source>
        <translation>Defesa Steinitz Moderna</translation>
    </message>
    <message>
        <source>Modern Variation</source>
        <translation>Variante Moderna</translation>
    </message>
    <message>
        <source>Montevideo Defense</source>
        <translation>Defesa Montevidéu</translation>
    </message>
    <message>
        <source>Morphy Defense</source>
        <translation>Defesa Morphy</translation>
    </message>
    <message>
        <source>Moscow Variation</source>
        <translation>Variante Moscou</translation>
    </message>
    <message>
        <source>Najdorf Variation</source>
        <translation>Variante Najdorf</translation>
    </message>
    <message>
        <source>Neo-Catalan Declined</source>
        <translation>Neocatalã Recusada</translation>
    </message>
    <message>
        <source>Neo-Grünfeld Defense</source>
        <translation>Defesa Neo-Grünfeld</translation>
    </message>
    <message>
        <source>Nimzo-Indian Defense</source>
        <translation>Defesa Nimzo-Índia</translation>
    </message>
    <message>
        <source>Nimzo-Larsen Attack</source>
        <translation>Ataque Nimzo-Larsen</translation>
    </message>
    <message>
        <source>Nimzowitsch Defense</source>
        <translation>Defesa Nimzowitsch</translation>
    </message>
    <message>
        <source>Nimzowitsch Variation</source>
        <translation>Variante Nimzowitsch</translation>
    </message>
    <message>
        <source>Normal Variation</source>
        <translation>Variante Normal</translation>
    </message>
    <message>
        <source>Nyezhmetdinov-Rossolimo Attack</source>
        <translation>Ataque Nezhmetdinov-Rossolimo</translation>
    </message>
    <message>
        <source>O&apos;Kelly Variation</source>
        <translation>Variante O&apos;Kelly</translation>
    </message>
    <message>
        <source>Old Indian Defense</source>
        <translation>Defesa Índia Antiga</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Variante Aberta</translation>
    </message>
    <message>
        <source>Open Defense</source>
        <translation>Defesa Aberta</translation>
    </message>
    <message>
        <source>Open System</source>
        <translation>Sistema Aberto</translation>
    </message>
    <message>
        <source>Orthodox Defense</source>
        <translation>Defesa Ortodoxa</translation>
    </message>
    <message>
        <source>Orthodox Variation</source>
        <translation>Variante Ortodoxa</translation>
    </message>
    <message>
        <source>Owen Defense</source>
        <translation>Defesa Owen</translation>
    </message>
    <message>
        <source>Paleface Attack</source>
        <translation>Ataque Cara-Pálida</translation>
    </message>
    <message>
        <source>Panov Attack</source>
        <translation>Ataque Panov</translation>
    </message>
    <message>
        <source>Paulsen Variation</source>
        <translation>Variante Paulsen</translation>
    </message>
    <message>
        <source>Petrosian Variation</source>
        <translation>Variante Petrosian</translation>
    </message>
    <message>
        <source>Petrov&apos;s Defense</source>
        <translation>Defesa Petrov</translation>
    </message>
    <message>
        <source>Philidor Defense</source>
        <translation>Defesa Philidor</translation>
    </message>
    <message>
        <source>Pirc Defense</source>
        <translation>Defesa Pirc</translation>
    </message>
    <message>
        <source>Poisoned Pawn Variation</source>
        <translation>Variante do Peão Envenenado</translation>
    </message>
    <message>
        <source>Polerio Defense</source>
        <translation>Defesa Polerio</translation>
    </message>
    <message>
        <source>Polish Defense</source>
        <translation>Defesa Polonesa</translation>
    </message>
    <message>
        <source>Polish Opening</source>
        <translation>Abertura Polonesa</translation>
    </message>
    <message>
        <source>Ponziani Opening</source>
        <translation>Abertura Ponziani</translation>
    </message>
    <message>
        <source>Portuguese Gambit</source>
        <translation>Gambito Português</translation>
    </message>
    <message>
        <source>Portuguese Opening</source>
        <translation>Abertura Portuguesa</translation>
    </message>
    <message>
        <source>Positional Variation</source>
        <translation>Variante Posicional</translation>
    </message>
    <message>
        <source>Pseudo Queen&apos;s Indian Defense</source>
        <translation>Defesa Pseudoíndia da Dama</translation>
    </message>
    <message>
        <source>Pterodactyl Defense</source>
        <translation>Defesa Pterodáctilo</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit</source>
        <translation>Gambito da Dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Accepted</source>
        <translation>Gambito da Dama Aceito</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Declined</source>
        <translation>Gambito da Dama Recusado</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Accelerated</source>
        <translation>Índia da Dama Acelerada</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Defense</source>
        <translation>Defesa Índia da Dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn</source>
        <translation>Peão da Dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn Game</source>
        <translation>Abertura do Peão da Dama</translation>
    </message>
    <message>
        <source>Quiet Variation</source>
        <translation>Variante Tranquila</translation>
    </message>
    <message>
        <source>Rapport-Jobava System</source>
        <translation>Sistema Rapport-Jobava</translation>
    </message>
    <message>
        <source>Rat Defense</source>
        <translation>Defesa Rato</translation>
    </message>
    <message>
        <source>Retreat Variation</source>
        <translation>Variante da Retirada</translation>
    </message>
    <message>
        <source>Richter-Rauzer Variation</source>
        <translation>Variante Richter-Rauzer</translation>
    </message>
    <message>
        <source>Richter-Veresov Attack</source>
        <translation>Ataque Richter-Veresov</translation>
    </message>
    <message>
        <source>Robatsch Defense</source>
        <translation>Defesa Robatsch</translation>
    </message>
    <message>
        <source>Rubinstein Opening</source>
        <translation>Abertura Rubinstein</translation>
    </message>
    <message>
        <source>Rubinstein System</source>
        <translation>Sistema Rubinstein</translation>
    </message>
    <message>
        <source>Rubinstein Variation</source>
        <translation>Variante Rubinstein</translation>
    </message>
    <message>
        <source>Russian Variation</source>
        <translation>Variante Russa</translation>
    </message>
    <message>
        <source>Ruy Lopez</source>
        <translation>Abertura Espanhola</translation>
    </message>
    <message>
        <source>Réti Opening</source>
        <translation>Abertura Réti</translation>
    </message>
    <message>
        <source>Saragossa Opening</source>
        <translation>Abertura Saragoça</translation>
    </message>
    <message>
        <source>Scandinavian Defense</source>
        <translation>Defesa Escandinava</translation>
    </message>
    <message>
        <source>Scandinavian Variation</source>
        <translation>Variante Escandinava</translation>
    </message>
    <message>
        <source>Scheveningen Variation</source>
        <translation>Variante Scheveningen</translation>
    </message>
    <message>
        <source>Schliemann Defense</source>
        <translation>Defesa Schliemann</translation>
    </message>
    <message>
        <source>Scotch Gambit</source>
        <translation>Gambito Escocês</translation>
    </message>
    <message>
        <source>Scotch Game</source>
        <translation>Abertura Escocesa</translation>
    </message>
    <message>
        <source>Semi-Slav Defense</source>
        <translation>Defesa Semi-Eslava</translation>
    </message>
    <message>
        <source>Semi-Slav Defense Accepted</source>
        <translation>Defesa Semi-Eslava Aceita</translation>
    </message>
    <message>
        <source>Semi-Tarrasch Defense</source>
        <translation>Defesa Semi-Tarrasch</translation>
    </message>
    <message>
        <source>Sicilian</source>
        <translation>Esquema Siciliano</translation>
    </message>
    <message>
        <source>Sicilian Defense</source>
        <translation>Defesa Siciliana</translation>
    </message>
    <message>
        <source>Slav Defense</source>
        <translation>Defesa Eslava</translation>
    </message>
    <message>
        <source>Slav Indian</source>
        <translation>Índia Eslava</translation>
    </message>
    <message>
        <source>Smith-Morra Gambit Accepted</source>
        <translation>Gambito Smith-Morra Aceito</translation>
    </message>
    <message>
        <source>Smyslov Variation</source>
        <translation>Variante Smyslov</translation>
    </message>
    <message>
        <source>Sodium Attack</source>
        <translation>Ataque Sódio</translation>
    </message>
    <message>
        <source>Spanish Variation</source>
        <translation>Variante Espanhola</translation>
    </message>
    <message>
        <source>Spassky Variation</source>
        <translation>Variante Spassky</translation>
    </message>
    <message>
        <source>Spielmann Variation</source>
        <translation>Variante Spielmann</translation>
    </message>
    <message>
        <source>St. George Defense</source>
        <translation>Defesa São Jorge</translation>
    </message>
    <message>
        <source>St. Petersburg Variation</source>
        <translation>Variante São Petersburgo</translation>
    </message>
    <message>
        <source>Stanley Variation</source>
        <translation>Variante Stanley</translation>
    </message>
    <message>
        <source>Staunton Gambit</source>
        <translation>Gambito Staunton</translation>
    </message>
    <message>
        <source>Steinitz Variation</source>
        <translation>Variante Steinitz</translation>
    </message>
    <message>
        <source>Stoltz Variation</source>
        <translation>Variante Stoltz</translation>
    </message>
    <message>
        <source>Stonewall Variation</source>
        <translation>Variante Stonewall</translation>
    </message>
    <message>
        <source>Symmetrical Variation</source>
        <translation>Variante Simétrica</translation>
    </message>
    <message>
        <source>Sämisch Variation</source>
        <translation>Variante Sämisch</translation>
    </message>
    <message>
        <source>Taimanov Variation</source>
        <translation>Variante Taimanov</translation>
    </message>
    <message>
        <source>Tarrasch Defense</source>
        <translation>Defesa Tarrasch</translation>
    </message>
    <message>
        <source>Tarrasch Variation</source>
        <translation>Variante Tarrasch</translation>
    </message>
    <message>
        <source>Tartakower Variation</source>
        <translation>Variante Tartakower</translation>
    </message>
    <message>
        <source>Three Knights Opening</source>
        <translation>Abertura dos Três Cavalos</translation>
    </message>
    <message>
        <source>Three Knights Variation</source>
        <translation>Variante dos Três Cavalos</translation>
    </message>
    <message>
        <source>Torre Attack</source>
        <translation>Ataque Torre</translation>
    </message>
    <message>
        <source>Traditional Variation</source>
        <translation>Variante Tradicional</translation>
    </message>
    <message>
        <source>Trompowsky Attack</source>
        <translation>Ataque Trompowsky</translation>
    </message>
    <message>
        <source>Two Knights Defense</source>
        <translation>Defesa dos Dois Cavalos</translation>
    </message>
    <message>
        <source>Two Knights Variation</source>
        <translation>Variante dos Dois Cavalos</translation>
    </message>
    <message>
        <source>Valencia Opening</source>
        <translation>Abertura Valência</translation>
    </message>
    <message>
        <source>Van Geet Opening</source>
        <translation>Abertura Van Geet</translation>
    </message>
    <message>
        <source>Van&apos;t Kruijs Opening</source>
        <translation>Abertura Van&apos;t Kruijs</translation>
    </message>
    <message>
        <source>Vienna Gambit</source>
        <translation>Gambito Vienense</translation>
    </message>
    <message>
        <source>Vienna Game</source>
        <translation>Abertura Vienense</translation>
    </message>
    <message>
        <source>Vulture Defense</source>
        <translation>Defesa Abutre</translation>
    </message>
    <message>
        <source>Wade Defense</source>
        <translation>Defesa Wade</translation>
    </message>
    <message>
        <source>Ware Defense</source>
        <translation>Defesa Ware</translation>
    </message>
    <message>
        <source>Ware Opening</source>
        <translation>Abertura Ware</translation>
    </message>
    <message>
        <source>Winawer Variation</source>
        <translation>Variante Winawer</translation>
    </message>
    <message>
        <source>Wing Gambit</source>
        <translation>Gambito da Ala</translation>
    </message>
    <message>
        <source>Yugoslav Attack</source>
        <translation>Ataque Iugoslavo</translation>
    </message>
    <message>
        <source>Yugoslav Variation</source>
        <translation>Variante Iugoslava</translation>
    </message>
    <message>
        <source>Yusupov-Rubinstein System</source>
        <translation>Sistema Yusupov-Rubinstein</translation>
    </message>
    <message>
        <source>Zaire Defense</source>
        <translation>Defesa Zairense</translation>
    </message>
    <message>
        <source>Zilbermints Gambit</source>
        <translation>Gambito Zilbermints</translation>
    </message>
    <message>
        <source>Zukertort Defense</source>
        <translation>Defesa Zukertort</translation>
    </message>
    <message>
        <source>Zukertort Opening</source>
        <translation>Abertura Zukertort</translation>
    </message>
    <message>
        <source>with Max Lange Defense</source>
        <translation>com a Defesa Max Lange</translation>
    </message>
    <message>
        <source>%1 Accepted</source>
        <extracomment>A gambit taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;), translated with these patterns. Opening names: write every name as it stands after &quot;Sicilian Defense:&quot; in your language (the first letter of a whole name is made a capital).</extracomment>
        <translation>%1 Aceito</translation>
    </message>
    <message>
        <source>%1 Declined</source>
        <extracomment>A gambit not taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;).</extracomment>
        <translation>%1 Recusado</translation>
    </message>
    <message>
        <source>%1 Deferred</source>
        <extracomment>A line played a few moves later than usual: &quot;%1&quot; is it (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>%1 em Forma Adiada</translation>
    </message>
    <message>
        <source>%1 Variation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English: a player, a place (&quot;Najdorf Variation&quot;).</extracomment>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>%1 Gambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Smith-Morra Gambit&quot;).</extracomment>
        <translation>Gambito %1</translation>
    </message>
    <message>
        <source>%1 Countergambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Countergambit&quot;).</extracomment>
        <translation>Contragambito %1</translation>
    </message>
    <message>
        <source>%1 Defense</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>Defesa %1</translation>
    </message>
    <message>
        <source>%1 Attack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Richter Attack&quot;).</extracomment>
        <translation>Ataque %1</translation>
    </message>
    <message>
        <source>%1 Counterattack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Brussels Counterattack&quot;).</extracomment>
        <translation>Contra-ataque %1</translation>
    </message>
    <message>
        <source>%1 System</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Stonewall System&quot;).</extracomment>
        <translation>Sistema %1</translation>
    </message>
    <message>
        <source>%1 Line</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Fischer Line&quot;).</extracomment>
        <translation>Linha %1</translation>
    </message>
    <message>
        <source>%1 Formation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Hedgehog Formation&quot;).</extracomment>
        <translation>Formação %1</translation>
    </message>
    <message>
        <source>%1 Trap</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Noah&apos;s Ark Trap&quot;).</extracomment>
        <translation>Armadilha %1</translation>
    </message>
    <message>
        <source>%1 Opening</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Mieses Opening&quot;).</extracomment>
        <translation>Abertura %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>A line told apart by the moves in &quot;%1&quot;, in English notation (&quot;with Bc4&quot;).</extracomment>
        <translation>com %1</translation>
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
    <message>
        <source>the variant &quot;%1&quot; is neither standard chess nor Chess960</source>
        <translation>a variante &quot;%1&quot; não é xadrez padrão nem xadrez 960</translation>
    </message>
    <message>
        <source>a Chess960 game needs its start position in a FEN tag</source>
        <translation>uma partida de xadrez 960 precisa da posição inicial em uma tag FEN</translation>
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
        <translation>Atacantes: %1.</translation>
    </message>
    <message>
        <source>Not attacked.</source>
        <translation>Sem atacantes.</translation>
    </message>
    <message>
        <source>Defended by %1.</source>
        <translation>Defensores: %1.</translation>
    </message>
    <message>
        <source>Not defended.</source>
        <translation>Sem defensores.</translation>
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
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>White won.</source>
        <translation>Vitória das brancas.</translation>
    </message>
    <message>
        <source>Black won.</source>
        <translation>Vitória das pretas.</translation>
    </message>
    <message>
        <source>Drawn.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>O início da partida.</translation>
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
    <message>
        <source>%1 takes %2</source>
        <comment>a pawn capture: the file the pawn leaves (a letter a-h), the square it takes on: e takes d5</comment>
        <translation>Peão de %1 captura em %2</translation>
    </message>
</context>
<context>
    <name>Tablebase</name>
    <message>
        <source>Draw with best play</source>
        <translation>Empate com o melhor jogo</translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation>As pretas levaram xeque-mate</translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation>As brancas levaram xeque-mate</translation>
    </message>
    <message numerus="yes">
        <source>White wins: mate in %n</source>
        <translation>
            <numerusform>Vitória das brancas: mate em %n lance</numerusform>
            <numerusform>Vitória das brancas: mate em %n lances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins: mate in %n</source>
        <translation>
            <numerusform>Vitória das pretas: mate em %n lance</numerusform>
            <numerusform>Vitória das pretas: mate em %n lances</numerusform>
        </translation>
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
    <message>
        <source>Board flipped: Black is at the bottom; Up goes towards White.</source>
        <translation>Tabuleiro invertido: as pretas estão embaixo; a seta para cima vai em direção às brancas.</translation>
    </message>
    <message>
        <source>Board flipped: White is at the bottom; Up goes towards Black.</source>
        <translation>Tabuleiro invertido: as brancas estão embaixo; a seta para cima vai em direção às pretas.</translation>
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
        <source>Undone: %1.</source>
        <translation>Desfeito: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Refeito: %1.</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <comment>an engine&apos;s name and its move in words: Stockfish plays Knight f6</comment>
        <translation>%1 joga: %2</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept it with %2, decline it with %3 or by moving.</source>
        <translation>%1 oferecem empate: aceite com %2, recuse com %3 ou jogando.</translation>
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
    <message>
        <source>Endgame tables: making the tables for this material, %1%…</source>
        <translation>Tabelas de finais: calculando as tabelas deste material, %1%…</translation>
    </message>
    <message>
        <source>Endgame tables: %1</source>
        <translation>Tabelas de finais: %1</translation>
    </message>
    <message>
        <source>Best moves: %1</source>
        <translation>Melhores lances: %1</translation>
    </message>
    <message>
        <source>Endgame tables: making the tables for this material…</source>
        <translation>Tabelas de finais: calculando as tabelas deste material…</translation>
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
    <message>
        <source>Square cursor on %1: the arrow keys move it, Enter picks up a piece and puts it down, Esc leaves.</source>
        <translation>Cursor de casas em %1: as setas o movem, Enter pega uma peça e a solta, Esc sai.</translation>
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
    <message>
        <source>This level has no hint.</source>
        <translation>Este nível não tem dica.</translation>
    </message>
    <message>
        <source>The level is over: Retry (F5) plays it again, and its hint is there again.</source>
        <translation>O nível terminou: Tentar de novo (F5) joga-o outra vez, e a dica volta a ficar disponível.</translation>
    </message>
    <message>
        <source>The hint is shown under the board.</source>
        <translation>A dica está abaixo do tabuleiro.</translation>
    </message>
    <message>
        <source>Shows a hint: what to look at. A level solved with a hint earns at most two stars.</source>
        <translation>Mostra uma dica: para onde olhar. Um nível resolvido com dica ganha no máximo duas estrelas.</translation>
    </message>
    <message>
        <source>Nothing is due for review today.</source>
        <translation>Nada para revisar hoje.</translation>
    </message>
    <message>
        <source>No puzzles yet. Annotate your games with the engine (Analysis ▸ Annotate with Engine), save them, and make puzzles from the file with Make Puzzles.</source>
        <translation>Ainda não há exercícios. Anote suas partidas com o motor (Análise ▸ Anotar com o motor), salve-as e crie exercícios a partir do arquivo com Criar exercícios.</translation>
    </message>
    <message>
        <source>%1 is learning now.</source>
        <translation>Agora estuda: %1.</translation>
    </message>
    <message>
        <source>Who is learning? Choose your name in the list of learners.</source>
        <translation>Quem está estudando? Escolha seu nome na lista de alunos.</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Exercício: %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>%1 due</source>
        <translation>pendentes: %1</translation>
    </message>
    <message>
        <source>Puzzles from your games</source>
        <translation>Exercícios das suas partidas</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Revisão: %1</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Novo aluno</translation>
    </message>
    <message>
        <source>The new learner&apos;s name:</source>
        <translation>Nome do novo aluno:</translation>
    </message>
    <message>
        <source>A learner needs a name.</source>
        <translation>Um aluno precisa de um nome.</translation>
    </message>
    <message>
        <source>There is a learner named %1 already.</source>
        <translation>Já existe um aluno chamado %1.</translation>
    </message>
    <message>
        <source>Levels and puzzles answered wrongly come back here the next day, then after longer and longer intervals while they are answered right.</source>
        <translation>Níveis e exercícios respondidos errado voltam aqui no dia seguinte e depois em intervalos cada vez mais longos, enquanto forem respondidos certo.</translation>
    </message>
    <message>
        <source>Each puzzle is a position from your own game before a move the engine marked ? or ??. A move counts when the engine rates it within half a pawn of its best move, and a win stays a win.</source>
        <translation>Cada exercício é uma posição da sua própria partida antes de um lance que o motor marcou com ? ou ??. Um lance vale quando o motor o avalia a menos de meio peão do seu melhor lance e uma vitória continua vitória.</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>&amp;Aluno:</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Aluno</translation>
    </message>
    <message>
        <source>New Learner…</source>
        <translation>Novo aluno…</translation>
    </message>
    <message>
        <source>Progress Page (Ctrl+P)</source>
        <translation>Progresso (Ctrl+P)</translation>
    </message>
    <message>
        <source>Make Puzzles…</source>
        <translation>Criar exercícios…</translation>
    </message>
    <message>
        <source>Makes puzzles from the mistakes in a PGN file of games annotated with the engine.</source>
        <translation>Cria exercícios a partir dos erros de um arquivo PGN de partidas anotadas com o motor.</translation>
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
    <message>
        <source>Game %1 of %2; Save writes your changes into the database, Save As to a PGN file.</source>
        <translation>Partida %1 de %2; «Salvar» grava as suas alterações na base, «Salvar como», num arquivo PGN.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; the database shown stays open.</source>
        <translation>Partidas importadas para %2: %1; continua aberta a base de partidas de antes.</translation>
    </message>
</context>
<context>
    <name>ferz::DatabaseEdits</name>
    <message>
        <source>Open a database first (Database ▸ Open Database).</source>
        <translation>Abra primeiro uma base de partidas (Base de partidas ▸ Abrir base de partidas).</translation>
    </message>
    <message>
        <source>Add the Game to the Database</source>
        <translation>Adicionar a partida à base</translation>
    </message>
    <message>
        <source>Remove Marked Games</source>
        <translation>Remover as partidas marcadas</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed from %1.</source>
        <translation>
            <numerusform>%n partida removida de %1.</numerusform>
            <numerusform>%n partidas removidas de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Duplicate Games</source>
        <translation>Procurar partidas duplicadas</translation>
    </message>
    <message>
        <source>%1 has no duplicate games.</source>
        <translation>%1 não tem partidas duplicadas.</translation>
    </message>
    <message>
        <source>Merge Duplicate Games</source>
        <translation>Fundir as partidas duplicadas</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicates merged: each is one game now, with the comments and variations of its richest copy.</source>
        <translation>
            <numerusform>%n grupo de duplicadas fundido: agora é uma só partida, com os comentários e as variantes da sua cópia mais completa.</numerusform>
            <numerusform>%n grupos de duplicadas fundidos: cada um é agora uma só partida, com os comentários e as variantes da sua cópia mais completa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Listed Games</source>
        <translation>Exportar as partidas da lista</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Arquivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>Não foi possível ler a partida %1 de %2: a base está danificada.</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 não foi gravado: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partida exportada para %1.</numerusform>
            <numerusform>%n partidas exportadas para %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) marked for deletion; they stay in the file until removed.</source>
        <translation>
            <numerusform>%n partida marcada para remoção; ela continua no arquivo até ser removida.</numerusform>
            <numerusform>%n partidas marcadas para remoção; elas continuam no arquivo até serem removidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicate games (same players, same moves): %1 games.</source>
        <translation>
            <numerusform>%n grupo de partidas duplicadas (mesmos jogadores, mesmos lances): %1 partidas.</numerusform>
            <numerusform>%n grupos de partidas duplicadas (mesmos jogadores, mesmos lances): %1 partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>De&amp;sfazer</translation>
    </message>
    <message>
        <source>Remove &amp;Marked Games</source>
        <translation>Remo&amp;ver as marcadas</translation>
    </message>
    <message>
        <source>Merge into &amp;One Game Each</source>
        <translation>Fundir cada &amp;grupo em uma só partida</translation>
    </message>
    <message>
        <source>Mark for &amp;Deletion</source>
        <translation>&amp;Marcar para remoção</translation>
    </message>
    <message>
        <source>Games Marked for Deletion</source>
        <translation>Partidas marcadas para remoção</translation>
    </message>
    <message numerus="yes">
        <source>%1 still holds %n game(s) marked for deletion. Remove the marked games now?</source>
        <translation>
            <numerusform>%1 ainda contém %n partida marcada para remoção. Remover agora as partidas marcadas?</numerusform>
            <numerusform>%1 ainda contém %n partidas marcadas para remoção. Remover agora as partidas marcadas?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove Them</source>
        <translation>&amp;Removê-las</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>Ma&amp;ntê-las</translation>
    </message>
    <message>
        <source>Looking for duplicate games in %1…</source>
        <translation>Procurando partidas duplicadas em %1…</translation>
    </message>
    <message>
        <source>The search for duplicate games was stopped.</source>
        <translation>A busca de partidas duplicadas foi interrompida.</translation>
    </message>
    <message>
        <source>Exporting the listed games to %1…</source>
        <translation>Exportando as partidas da lista para %1…</translation>
    </message>
    <message>
        <source>The export was stopped; %1 was not written.</source>
        <translation>A exportação foi interrompida; %1 não foi gravado.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
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
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
</context>
<context>
    <name>ferz::EndgameText</name>
    <message numerus="yes">
        <source>Against the best defence the shortest mate takes %n move(s); the fifty-move rule applies.</source>
        <translation>
            <numerusform>Contra a melhor defesa, o mate mais curto leva %n lance; vale a regra dos 50 lances.</numerusform>
            <numerusform>Contra a melhor defesa, o mate mais curto leva %n lances; vale a regra dos 50 lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote the pawn without letting the win slip.</source>
        <translation>Promova o peão sem deixar a vitória escapar.</translation>
    </message>
    <message numerus="yes">
        <source>Hold the draw for %n move(s).</source>
        <translation>
            <numerusform>Segure o empate por %n lance.</numerusform>
            <numerusform>Segure o empate por %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played %1; your opponent answered %2.</source>
        <translation>Você jogou %1; o adversário respondeu %2.</translation>
    </message>
    <message>
        <source>%1 would be stalemate: your opponent has no legal move and is not in check, so the game is drawn.</source>
        <translation>%1 seria afogamento: o adversário não tem nenhum lance legal e não está em xeque, então a partida termina empatada.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes %2, and the win is gone.</source>
        <translation>Depois de %1 o adversário captura %2, e a vitória se vai.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes the opposition: the kings face each other with one square between and it is you who must give way, so the pawn cannot be forced through.</source>
        <translation>Depois de %1 o adversário toma a oposição: os reis ficam frente a frente com uma casa entre eles e é você quem precisa ceder, então o peão não consegue passar.</translation>
    </message>
    <message>
        <source>After %1 your king is outside the square of the pawn: it runs through and promotes.</source>
        <translation>Depois de %1 o seu rei fica fora do quadrado do peão: ele corre e é promovido.</translation>
    </message>
    <message>
        <source>After %1 your opponent can hold the draw with best play.</source>
        <translation>Depois de %1 o adversário consegue segurar o empate com o melhor jogo.</translation>
    </message>
    <message>
        <source>After %1 your opponent wins with best play.</source>
        <translation>Depois de %1 o adversário vence com o melhor jogo.</translation>
    </message>
    <message>
        <source>The move is taken back: try another.</source>
        <translation>O lance foi desfeito: tente outro.</translation>
    </message>
    <message>
        <source>Fifty moves by each side without a capture or a pawn move: your opponent claims a draw. Press Retry to try again.</source>
        <translation>Cinquenta lances de cada lado sem captura nem lance de peão: o adversário reivindica o empate. Clique em Tentar de novo para recomeçar.</translation>
    </message>
    <message numerus="yes">
        <source>Checkmate in %n move(s)!</source>
        <translation>
            <numerusform>Xeque-mate em %n lance!</numerusform>
            <numerusform>Xeque-mate em %n lances!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shortest mate against this defence takes %n move(s).</source>
        <translation>
            <numerusform>Contra esta defesa, o mate mais curto leva %n lance.</numerusform>
            <numerusform>Contra esta defesa, o mate mais curto leva %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pawn promotes, and the win stays.</source>
        <translation>O peão é promovido e a vitória continua.</translation>
    </message>
    <message>
        <source>The draw is held.</source>
        <translation>O empate foi mantido.</translation>
    </message>
    <message>
        <source>%1 mates.</source>
        <translation>%1 dá mate.</translation>
    </message>
    <message>
        <source>%1: the pawn promotes, and the win stays.</source>
        <translation>%1: o peão é promovido e a vitória continua.</translation>
    </message>
    <message>
        <source>%1 takes the last man: nothing can mate any more.</source>
        <translation>%1 captura a última peça do adversário: ninguém consegue mais dar mate.</translation>
    </message>
    <message>
        <source>%1 takes the opposition: the kings face each other with one square between, and your opponent must give way.</source>
        <translation>%1 toma a oposição: os reis ficam frente a frente com uma casa entre eles e o adversário precisa ceder.</translation>
    </message>
    <message>
        <source>%1 puts your king on %2, a key square of the pawn: it will promote whatever your opponent does.</source>
        <translation>%1 leva o seu rei a %2, uma casa-chave do peão: ele será promovido, faça o adversário o que fizer.</translation>
    </message>
    <message>
        <source>%1: the other king is outside the square of the pawn and cannot catch it.</source>
        <translation>%1: o outro rei está fora do quadrado do peão e não consegue alcançá-lo.</translation>
    </message>
    <message>
        <source>%1 steps into the square of the pawn: from there your king catches it.</source>
        <translation>%1 entra no quadrado do peão: dali o seu rei o alcança.</translation>
    </message>
    <message>
        <source>%1: the box the other king is kept in shrinks from %2 to %3 squares.</source>
        <translation>%1: o retângulo em que o outro rei está preso encolhe de %2 para %3 casas.</translation>
    </message>
    <message>
        <source>%1 brings your king closer to the other king, to help the mate.</source>
        <translation>%1 aproxima o seu rei do outro rei para ajudar no mate.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps the win: mate in %n move(s).</source>
        <translation>
            <numerusform>%1 mantém a vitória: mate em %n lance.</numerusform>
            <numerusform>%1 mantém a vitória: mate em %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds the draw.</source>
        <translation>%1 segura o empate.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent may claim a draw by the fifty-move rule in %n move(s).</source>
        <translation>
            <numerusform>O adversário poderá reivindicar o empate pela regra dos 50 lances daqui a %n lance.</numerusform>
            <numerusform>O adversário poderá reivindicar o empate pela regra dos 50 lances daqui a %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation>Lances feitos: %1.</translation>
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
    <message>
        <source>“%1 – %2”</source>
        <extracomment>The game&apos;s players in the quotation marks of the language: «Anna – Boris» in Russian.</extracomment>
        <translation>“%1 – %2”</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <extracomment>The button that closes the game without saving it (ru: Не сохранять).</extracomment>
        <translation>&amp;Não salvar</translation>
    </message>
    <message>
        <source>Game %1 of the file cannot be read.</source>
        <translation>Não é possível ler a partida %1 do arquivo.</translation>
    </message>
    <message>
        <source>The PGN of game %1 is on the clipboard.</source>
        <translation>O PGN da partida %1 está na área de transferência.</translation>
    </message>
</context>
<context>
    <name>ferz::FindBar</name>
    <message>
        <source>Went on from the start of the game.</source>
        <translation>A busca continuou do início da partida.</translation>
    </message>
    <message>
        <source>Went on from the end of the game.</source>
        <translation>A busca continuou do fim da partida.</translation>
    </message>
    <message>
        <source>Not found in this game.</source>
        <translation>Não encontrado nesta partida.</translation>
    </message>
    <message>
        <source>%1 of %2 in this game</source>
        <translation>%1 de %2 nesta partida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s) in this game</source>
        <translation>
            <numerusform>%Ln ocorrência nesta partida</numerusform>
            <numerusform>%Ln ocorrências nesta partida</numerusform>
        </translation>
    </message>
    <message>
        <source>searching the games…</source>
        <translation>buscando nas partidas…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) found</source>
        <translation>
            <numerusform>%Ln partida encontrada</numerusform>
            <numerusform>%Ln partidas encontradas</numerusform>
        </translation>
    </message>
    <message>
        <source>All games of the database</source>
        <translation>Todas as partidas da base</translation>
    </message>
    <message>
        <source>All games of the file</source>
        <translation>Todas as partidas do arquivo</translation>
    </message>
    <message>
        <source>Find in comments, moves and symbols (e.g. weak, Nf3, $146, ±)</source>
        <translation>Localizar em comentários, lances e sinais (ex.: fraco, Cf3, $146, ±)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Localizar</translation>
    </message>
    <message>
        <source>Previous place</source>
        <translation>Ocorrência anterior</translation>
    </message>
    <message>
        <source>Next place</source>
        <translation>Próxima ocorrência</translation>
    </message>
    <message>
        <source>Close the search (Esc)</source>
        <translation>Fechar a busca (Esc)</translation>
    </message>
    <message>
        <source>Close the search</source>
        <translation>Fechar a busca</translation>
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
    <message>
        <source>Opening</source>
        <translation>Abertura</translation>
    </message>
    <message>
        <source>Number of the game</source>
        <translation>Número da partida</translation>
    </message>
    <message>
        <source>White&apos;s rating (Elo)</source>
        <translation>Rating das brancas (Elo)</translation>
    </message>
    <message>
        <source>Black&apos;s rating (Elo)</source>
        <translation>Rating das pretas (Elo)</translation>
    </message>
    <message>
        <source>ECO code</source>
        <translation>Código ECO</translation>
    </message>
    <message>
        <source>Number of moves</source>
        <translation>Número de lances</translation>
    </message>
    <message>
        <source>Ply where the position is reached</source>
        <translation>Meio lance em que a posição surge</translation>
    </message>
    <message>
        <source>Move played next</source>
        <translation>Lance jogado nesta posição</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Comentarista</translation>
    </message>
    <message>
        <source>Opening, found by position</source>
        <translation>Abertura, encontrada pela posição</translation>
    </message>
    <message>
        <source>%1, marked for deletion</source>
        <translation>%1, marcada para remoção</translation>
    </message>
</context>
<context>
    <name>ferz::GameListWidget</name>
    <message>
        <source>Filter games: player, event, date, ECO…</source>
        <translation>Filtrar partidas: jogador, evento, data, ECO…</translation>
    </message>
    <message>
        <source>&amp;Open Game %1</source>
        <translation>&amp;Abrir a partida %1</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Copiar PGN</translation>
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
    <message>
        <source>The players are not named.</source>
        <translation>Os jogadores não têm nome.</translation>
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
    <message>
        <source>Cannot save into %1: its game %2 is no longer the game Ferz read (the database was changed meanwhile). Save As writes your version to a PGN file.</source>
        <translation>Não foi possível salvar em %1: a partida %2 não é mais a que o Ferz leu (a base foi alterada nesse meio-tempo). «Salvar como» grava a sua versão num arquivo PGN.</translation>
    </message>
    <message>
        <source>The game is game %1 of %2 now; Save writes your changes into it.</source>
        <translation>A partida é agora a partida %1 de %2; «Salvar» grava nela as suas alterações.</translation>
    </message>
</context>
<context>
    <name>ferz::GameTable</name>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
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
    <name>ferz::Learners</name>
    <message>
        <source>The progress file %1 cannot be read (%2); it is left as it is, and nothing is saved until it is mended or moved away.</source>
        <translation>O arquivo de progresso %1 não pode ser lido (%2); ele fica como está, e nada é salvo até que seja consertado ou retirado.</translation>
    </message>
    <message>
        <source>The progress file could not be read (%1); it was kept as %2, and a new one begun.</source>
        <translation>Não foi possível ler o arquivo de progresso (%1); ele foi guardado como %2, e um novo foi começado.</translation>
    </message>
    <message>
        <source>Learner 1</source>
        <translation>Aluno 1</translation>
    </message>
    <message>
        <source>The progress cannot be saved: %1</source>
        <translation>Não foi possível salvar o progresso: %1</translation>
    </message>
    <message>
        <source>The puzzles cannot be saved: %1</source>
        <translation>Não foi possível salvar os exercícios: %1</translation>
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
            <numerusform>Agora não se pode reivindicar o empate: esta posição esteve no tabuleiro %n vez, e são necessárias três; nem se passaram cinquenta lances sem capturas nem lances de peão.</numerusform>
            <numerusform>Agora não se pode reivindicar o empate: esta posição esteve no tabuleiro %n vezes, e são necessárias três; nem se passaram cinquenta lances sem capturas nem lances de peão.</numerusform>
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
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>A partida termina empatada automaticamente, porque Regras ▸ Empate automático por tripla repetição e cinquenta lances está ativado: cada lado fez cinquenta lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the same position has stood on the board three times.</source>
        <translation>A partida termina empatada automaticamente, porque Regras ▸ Empate automático por tripla repetição e cinquenta lances está ativado: a mesma posição esteve três vezes no tabuleiro.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board three times, nor have fifty moves by each side passed without a capture or a pawn move.</source>
        <translation>A partida não termina empatada automaticamente: a mesma posição não esteve três vezes no tabuleiro, nem cada lado fez cinquenta lances sem capturas nem lances de peão.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text: the player on move claims the draw. Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on, so Ferz&apos;s games end there by themselves instead, as the Russian rule texts say.</source>
        <translation>Este nível segue as Leis da FIDE e o texto espanhol de regras: o empate é reivindicado pelo jogador da vez. Regras ▸ Empate automático por tripla repetição e cinquenta lances está ativado, então as partidas do programa terminam ali automaticamente, como dizem os textos russos de regras.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text, as Ferz&apos;s games do while Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: the player on move claims the draw.</source>
        <translation>Este nível segue as Leis da FIDE e o texto espanhol de regras, como as partidas do programa enquanto Regras ▸ Empate automático por tripla repetição e cinquenta lances está desativado: o empate é reivindicado pelo jogador da vez.</translation>
    </message>
    <message>
        <source>This level follows the Russian rule texts, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the game ends by itself at a threefold repetition or after fifty moves.</source>
        <translation>Este nível segue os textos russos de regras, porque Regras ▸ Empate automático por tripla repetição e cinquenta lances está ativado: a partida termina empatada automaticamente numa tripla repetição ou depois de cinquenta lances.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: at a threefold repetition or after fifty moves the player on move may claim a draw.</source>
        <translation>Este nível segue as Leis da FIDE, porque Regras ▸ Empate automático por tripla repetição e cinquenta lances está desativado: numa tripla repetição ou depois de cinquenta lances, o jogador da vez pode reivindicar o empate.</translation>
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
    <message>
        <source>Making the endgame tables for this level…</source>
        <translation>Calculando as tabelas de finais para este nível…</translation>
    </message>
    <message>
        <source>Making the endgame tables for this level: %1%…</source>
        <translation>Calculando as tabelas de finais para este nível: %1%…</translation>
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
        <source>the engine</source>
        <translation>o motor</translation>
    </message>
    <message>
        <source>your name, whichever colour you get</source>
        <translation>seu nome, seja qual for a sua cor</translation>
    </message>
    <message>
        <source>Minutes for the game (a fraction after a point or a comma: 0.5 or 0,5), or moves/minutes stages separated by a comma and a space: 40/90, 30 gives 90 minutes for 40 moves, then 30 minutes for the rest.</source>
        <translation>Minutos para a partida (com decimais depois de um ponto ou de uma vírgula: 0.5 ou 0,5), ou etapas lances/minutos separadas por uma vírgula e um espaço: 40/90, 30 dá 90 minutos para 40 lances e depois 30 minutos para o resto.</translation>
    </message>
    <message>
        <source>The time &quot;%1&quot; cannot be read: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>Não é possível ler o tempo &quot;%1&quot;: informe minutos (90, ou 0,5 para meio minuto) ou etapas como 40/90, 30.</translation>
    </message>
    <message>
        <source>The clock needs a time: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>O relógio precisa de um tempo: informe minutos (90, ou 0,5 para meio minuto) ou etapas como 40/90, 30.</translation>
    </message>
    <message>
        <source>&amp;Draw at Random</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Xadrez padrão</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random)</source>
        <translation>Xadrez 960 (aleatório de Fischer)</translation>
    </message>
    <message>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard position).</source>
        <translation>O número da posição inicial, de 0 a 959 (a 518 é a posição padrão).</translation>
    </message>
    <message>
        <source>White&apos;s back rank</source>
        <translation>Primeira fileira das brancas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Start position &amp;number:</source>
        <translation>&amp;Número da posição inicial:</translation>
    </message>
    <message>
        <source>start position %1</source>
        <translation>posição inicial %1</translation>
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
    <name>ferz::PictureCommands</name>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>The diagram is in %1.</source>
        <translation>O diagrama está em %1.</translation>
    </message>
    <message>
        <source>The diagram is on the clipboard, with its description.</source>
        <translation>O diagrama está na área de transferência, com sua descrição.</translation>
    </message>
    <message>
        <source>Export Game as GIF</source>
        <translation>Exportar partida como GIF</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>The game is in %1, a frame for each move.</source>
        <translation>A partida está em %1, um quadro por lance.</translation>
    </message>
</context>
<context>
    <name>ferz::PictureDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagem PNG</translation>
    </message>
    <message>
        <source>SVG drawing (scales to any size)</source>
        <translation>Desenho SVG (pode ser ampliado a qualquer tamanho)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Export Game as GIF</source>
        <translation>Exportar partida como GIF</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tempo por lance:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>pixels</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamanho:</translation>
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
    <message>
        <source>The engine declines the draw offer.</source>
        <translation>O motor recusa a proposta de empate.</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept or decline it, or decline it by moving</source>
        <translation>%1 oferecem empate: aceite ou recuse a oferta, ou recuse-a jogando</translation>
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
    <name>ferz::ProgressPage</name>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Níveis resolvidos</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Estrelas</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Progresso de %1</translation>
    </message>
    <message>
        <source>Stages done: %1 of %2. Levels solved: %3 of %4. Stars: %5 of %6.</source>
        <translation>Etapas concluídas: %1 de %2. Níveis resolvidos: %3 de %4. Estrelas: %5 de %6.</translation>
    </message>
    <message>
        <source>Puzzles from own games solved: %1 of %2. Levels and puzzles due for review today: %3.</source>
        <translation>Exercícios das próprias partidas resolvidos: %1 de %2. Níveis e exercícios para revisar hoje: %3.</translation>
    </message>
    <message>
        <source>Rules to practise</source>
        <translation>Regras para praticar</translation>
    </message>
    <message>
        <source>No wrong answers so far.</source>
        <translation>Nenhuma resposta errada até agora.</translation>
    </message>
    <message>
        <source>The stages whose levels were answered wrongly most often:</source>
        <translation>As etapas cujos níveis foram respondidos errado com mais frequência:</translation>
    </message>
    <message>
        <source>%1: wrong answers: %2</source>
        <translation>%1: respostas erradas: %2</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Etapas</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ferz::PuzzleImport</name>
    <message>
        <source>No puzzles were made: %1</source>
        <translation>Nenhum exercício foi criado: %1</translation>
    </message>
    <message>
        <source>Make Puzzles From Annotated Games</source>
        <translation>Criar exercícios de partidas anotadas</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Arquivos PGN (*.pgn);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>No chess engine was found to weigh the moves: install Stockfish, or choose one with Analysis ▸ Choose Engine…</source>
        <translation>Nenhum motor de xadrez foi encontrado para avaliar os lances: instale o Stockfish ou escolha um em Análise ▸ Escolher motor…</translation>
    </message>
    <message>
        <source>Weighing the marked moves…</source>
        <translation>Avaliando os lances marcados…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make Puzzles</source>
        <translation>Criar exercícios</translation>
    </message>
    <message>
        <source>Making puzzles was cancelled.</source>
        <translation>A criação de exercícios foi cancelada.</translation>
    </message>
    <message>
        <source>The file has no move marked ? or ??: annotate its games with the engine first.</source>
        <translation>O arquivo não tem nenhum lance marcado com ? ou ??: anote antes as partidas com o motor.</translation>
    </message>
    <message>
        <source>New puzzles: %1, from %2 moves marked ? or ??.</source>
        <translation>Novos exercícios: %1, de %2 lances marcados com ? ou ??.</translation>
    </message>
</context>
<context>
    <name>ferz::PuzzleText</name>
    <message>
        <source>In your game a weaker move was played here. Find a better one.</source>
        <translation>Na sua partida foi jogado aqui um lance mais fraco. Encontre um melhor.</translation>
    </message>
    <message>
        <source>From your game %1.</source>
        <translation>Da sua partida %1.</translation>
    </message>
    <message>
        <source>%1 is not among the engine&apos;s best moves here. Look for a stronger one.</source>
        <translation>%1 não está entre os melhores lances do motor aqui. Procure um mais forte.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game, and there is a better one.</source>
        <translation>%1 é o lance jogado na partida, e há um melhor.</translation>
    </message>
    <message>
        <source>%1 is not good enough: there is a better move.</source>
        <translation>%1 não basta: há um lance melhor.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game. It is refuted: %2</source>
        <translation>%1 é o lance jogado na partida. A refutação: %2</translation>
    </message>
    <message>
        <source>%1 is not good enough. It is refuted: %2</source>
        <translation>%1 não basta. A refutação: %2</translation>
    </message>
    <message>
        <source>Right: %1 is the engine&apos;s best move.</source>
        <translation>Certo: %1 é o melhor lance do motor.</translation>
    </message>
    <message>
        <source>Right: %1 is as good as the engine&apos;s best move, %2.</source>
        <translation>Certo: %1 vale tanto quanto o melhor lance do motor, %2.</translation>
    </message>
    <message>
        <source>In the game %1 was played, and it is refuted: %2</source>
        <translation>Na partida foi jogado %1, e a refutação é: %2</translation>
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
    <message>
        <source>&amp;Claim a Draw</source>
        <translation>Rei&amp;vindicar empate</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Esse lance não permite reivindicar o empate: ele vale, e a partida continua.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Agora faça o lance que repete a posição pela terceira vez ou completa os cinquenta lances: o empate é reivindicado com ele.</translation>
    </message>
</context>
<context>
    <name>ferz::SessionTabs</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Pasted game %1</source>
        <translation>Partida colada %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Tab %1 of %2.</source>
        <translation>Aba %1 de %2.</translation>
    </message>
    <message>
        <source>%1, not saved</source>
        <translation>%1, não salva</translation>
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
    <name>ferz::SymbolPalette</name>
    <message>
        <source>Move</source>
        <translation>Lance</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
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
        <source>Remarks</source>
        <translation>Outros sinais</translation>
    </message>
    <message>
        <source>Symbol palette</source>
        <translation>Paleta de sinais</translation>
    </message>
    <message>
        <source>Point at a symbol, or move to it with the arrow keys, to read its name.</source>
        <translation>Aponte para um sinal, ou chegue a ele com as setas, para ler o seu nome.</translation>
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
    <message>
        <source>The engine does not play Chess960 (it has no UCI_Chess960 option).</source>
        <translation>O motor não joga xadrez 960 (não tem a opção UCI_Chess960).</translation>
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
    <message>
        <source>F&amp;ind in Comments and Moves…</source>
        <translation>Locali&amp;zar em comentários e lances…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Localizar pró&amp;ximo</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Localizar a&amp;nterior</translation>
    </message>
    <message>
        <source>Symbol &amp;Palette</source>
        <translation>Pa&amp;leta de sinais</translation>
    </message>
    <message>
        <source>Show the E&amp;valuations ([%eval]) Beside the Moves</source>
        <translation>Mostrar as a&amp;valiações ([%eval]) ao lado dos lances</translation>
    </message>
    <message>
        <source>&amp;More Symbols</source>
        <translation>&amp;Mais sinais</translation>
    </message>
    <message>
        <source>&amp;Add the Game to the Database</source>
        <translation>A&amp;dicionar a partida à base</translation>
    </message>
    <message>
        <source>Find D&amp;uplicate Games</source>
        <translation>Procurar partidas d&amp;uplicadas</translation>
    </message>
    <message>
        <source>&amp;Export the Listed Games to PGN…</source>
        <translation>&amp;Exportar as partidas da lista para PGN…</translation>
    </message>
    <message>
        <source>Export &amp;Diagram…</source>
        <translation>Exportar &amp;diagrama…</translation>
    </message>
    <message>
        <source>Export Game as G&amp;IF…</source>
        <translation>Exportar partida como GI&amp;F…</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>Copiar dia&amp;grama</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Pró&amp;xima aba</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Aba ante&amp;rior</translation>
    </message>
    <message>
        <source>Close &amp;Tab</source>
        <translation>Fec&amp;har aba</translation>
    </message>
    <message>
        <source>Open New Games in &amp;Tabs</source>
        <translation>Abrir novas partidas em a&amp;bas</translation>
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
    <message>
        <source>Another Ferz is running and keeps its own autosave: the games of this window are not autosaved. Save them to keep them.</source>
        <translation>Outro Ferz está aberto e faz o seu próprio salvamento automático: as partidas desta janela não são salvas automaticamente. Salve-as para não perdê-las.</translation>
    </message>
    <message>
        <source>The clock of the game left was paused: it waits for its players in its tab.</source>
        <translation>O relógio da partida que você deixou foi pausado: a partida espera pelos jogadores na aba dela.</translation>
    </message>
    <message numerus="yes">
        <source>%n games were restored, each in a tab of its own: save them to keep them.</source>
        <translation>
            <numerusform>%n partida foi restaurada, cada uma em sua própria aba: salve-as para não perdê-las.</numerusform>
            <numerusform>%n partidas foram restauradas, cada uma em sua própria aba: salve-as para não perdê-las.</numerusform>
        </translation>
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
    <message>
        <source>With --screenshot: picture the rules course at &lt;stage:level&gt;, the stage by its number in the stage list (14:3) or its name (castling:3, review:1, puzzles:2), or the learner&apos;s progress page (progress).</source>
        <translation>Com --screenshot: captura o curso de regras em &lt;etapa:nível&gt;, a etapa pelo número na lista de etapas (14:3) ou pelo nome (castling:3, review:1, puzzles:2), ou a página de progresso do aluno (progress).</translation>
    </message>
</context>
</TS>
