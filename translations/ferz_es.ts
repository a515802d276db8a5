<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AccessibleBoard</name>
    <message>
        <source>Chessboard</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Enter picks up and puts down, Esc leaves.</source>
        <translation>Las flechas mueven el cursor, Intro levanta y suelta la pieza, Escape sale.</translation>
    </message>
    <message>
        <source>Ctrl+B moves the pieces with the keyboard.</source>
        <translation>Control+B mueve las piezas con el teclado.</translation>
    </message>
    <message>
        <source>%1, promotion choice</source>
        <translation>%1, elección de promoción</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>levantada</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jugada</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>en jaque</translation>
    </message>
    <message>
        <source>legal move</source>
        <translation>jugada legal</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Tablero para preparar</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; a letter of FEN puts a piece there (K Q R B N P white, k q r b n p black); Delete or Space empties the square.</source>
        <translation>Las flechas mueven el cursor; una letra de FEN pone ahí una pieza (K Q R B N P blancas, k q r b n p negras); Supr o Espacio vacía la casilla.</translation>
    </message>
</context>
<context>
    <name>AnnotationCommands</name>
    <message>
        <source>Add Move</source>
        <translation>Añadir jugada</translation>
    </message>
    <message>
        <source>Add Main Line</source>
        <translation>Añadir línea principal</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Añadir variante</translation>
    </message>
    <message>
        <source>Edit Headers</source>
        <translation>Editar encabezados</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar con el motor</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings cannot be saved to %1: %2. Those in use stay until Ferz closes.</source>
        <translation>No se pueden guardar los ajustes en %1: %2. Los que están en uso siguen vigentes hasta que se cierre Ferz.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The autosaved game could not be read (%1); the file was set aside as %2.</source>
        <translation>No se pudo leer la partida autoguardada (%1); el archivo se apartó como %2.</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <source>it is larger than any autosaved game</source>
        <translation>es más grande que cualquier partida autoguardada</translation>
    </message>
</context>
<context>
    <name>AutosaveRecord</name>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON no válido en el byte %1: %2</translation>
    </message>
    <message>
        <source>not a Ferz autosave record</source>
        <translation>no es un autoguardado de Ferz</translation>
    </message>
    <message>
        <source>written by another version of Ferz (record version %1)</source>
        <translation>escrito por otra versión de Ferz (versión del registro %1)</translation>
    </message>
    <message>
        <source>its kind &quot;%1&quot; is neither a game being played nor an edited game</source>
        <translation>su tipo «%1» no es ni una partida en juego ni una partida editada</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>no contiene ninguna partida</translation>
    </message>
    <message>
        <source>the time of a clock is missing</source>
        <translation>falta el tiempo de uno de los relojes</translation>
    </message>
    <message>
        <source>its time control &quot;%1&quot; cannot be read</source>
        <translation>no se puede leer su control de tiempo «%1»</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>no se puede leer su partida: %1</translation>
    </message>
    <message>
        <source>the engine playing White is not named</source>
        <translation>no se indica el motor que juega con blancas</translation>
    </message>
    <message>
        <source>the engine playing Black is not named</source>
        <translation>no se indica el motor que juega con negras</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <source>How the rook moves</source>
        <extracomment>01-rook.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve la torre</translation>
    </message>
    <message>
        <source>The rook moves along its file or its rank, as many squares as it likes, but it cannot jump over other pieces.</source>
        <extracomment>01-rook.json: the stage&apos;s introduction</extracomment>
        <translation>La torre se mueve por su columna o por su fila, tantas casillas como quiera, pero no puede saltar por encima de otras piezas.</translation>
    </message>
    <message>
        <source>Collect every star with the rook.</source>
        <extracomment>01-rook.json: what the stage&apos;s levels ask</extracomment>
        <translation>Recoge todas las estrellas con la torre.</translation>
    </message>
    <message>
        <source>The rook goes straight up its file.</source>
        <extracomment>01-rook.json, level 1: the hint</extracomment>
        <translation>La torre sube en línea recta por su columna.</translation>
    </message>
    <message>
        <source>Your own pawn stands on the file. The rook cannot jump over it: go round.</source>
        <extracomment>01-rook.json, level 4: what the level asks</extracomment>
        <translation>Tu propio peón está en la columna. La torre no puede saltarlo: rodéalo.</translation>
    </message>
    <message>
        <source>First step aside onto another file.</source>
        <extracomment>01-rook.json, level 4: the hint</extracomment>
        <translation>Primero apártate a otra columna.</translation>
    </message>
    <message>
        <source>How the bishop moves</source>
        <extracomment>02-bishop.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve el alfil</translation>
    </message>
    <message>
        <source>The bishop moves along the diagonals, as many squares as it likes, without jumping. It always stays on squares of one colour.</source>
        <extracomment>02-bishop.json: the stage&apos;s introduction</extracomment>
        <translation>El alfil se mueve por las diagonales, tantas casillas como quiera, sin saltar. Siempre se queda en casillas de un mismo color.</translation>
    </message>
    <message>
        <source>Collect every star with the bishop.</source>
        <extracomment>02-bishop.json: what the stage&apos;s levels ask</extracomment>
        <translation>Recoge todas las estrellas con el alfil.</translation>
    </message>
    <message>
        <source>Follow the diagonal up and to the right.</source>
        <extracomment>02-bishop.json, level 1: the hint</extracomment>
        <translation>Sigue la diagonal hacia arriba y a la derecha.</translation>
    </message>
    <message>
        <source>Your pawns shut the bishop in: move one of them out of the way first.</source>
        <extracomment>02-bishop.json, level 4: what the level asks</extracomment>
        <translation>Tus peones encierran al alfil: primero aparta uno de ellos.</translation>
    </message>
    <message>
        <source>Push the pawn on d2: the diagonal from c1 opens.</source>
        <extracomment>02-bishop.json, level 4: the hint</extracomment>
        <translation>Avanza el peón de d2: la diagonal desde c1 se abre.</translation>
    </message>
    <message>
        <source>One bishop runs on the light squares, the other on the dark ones: each star belongs to one of them.</source>
        <extracomment>02-bishop.json, level 5: what the level asks</extracomment>
        <translation>Un alfil corre por las casillas claras y el otro por las oscuras: cada estrella es de uno de ellos.</translation>
    </message>
    <message>
        <source>How the queen moves</source>
        <extracomment>03-queen.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve la dama</translation>
    </message>
    <message>
        <source>The queen moves like a rook and like a bishop together: along files, ranks and diagonals, as far as she likes, without jumping.</source>
        <extracomment>03-queen.json: the stage&apos;s introduction</extracomment>
        <translation>La dama se mueve como la torre y el alfil a la vez: por columnas, filas y diagonales, tan lejos como quiera, sin saltar.</translation>
    </message>
    <message>
        <source>Collect every star with the queen.</source>
        <extracomment>03-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Recoge todas las estrellas con la dama.</translation>
    </message>
    <message>
        <source>Pawns surround the queen on three sides. She cannot jump over them.</source>
        <extracomment>03-queen.json, level 4: what the level asks</extracomment>
        <translation>Los peones rodean a la dama por tres lados. No puede saltarlos.</translation>
    </message>
    <message>
        <source>How the king moves</source>
        <extracomment>04-king.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve el rey</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. He may never step onto a square the enemy attacks, so the two kings never stand side by side.</source>
        <extracomment>04-king.json: the stage&apos;s introduction</extracomment>
        <translation>El rey se mueve una casilla en cualquier dirección. Nunca puede pisar una casilla que ataque el rival, así que los dos reyes nunca están uno junto al otro.</translation>
    </message>
    <message>
        <source>Collect every star with the king.</source>
        <extracomment>04-king.json: what the stage&apos;s levels ask</extracomment>
        <translation>Recoge todas las estrellas con el rey.</translation>
    </message>
    <message>
        <source>One square at a time, straight up the file.</source>
        <extracomment>04-king.json, level 2: the hint</extracomment>
        <translation>Una casilla cada vez, recto por la columna.</translation>
    </message>
    <message>
        <source>A diagonal step covers as much ground as a straight one.</source>
        <extracomment>04-king.json, level 4: what the level asks</extracomment>
        <translation>Un paso en diagonal avanza tanto como uno recto.</translation>
    </message>
    <message>
        <source>The black king stands in the way, and the two kings may never stand next to each other: go round him.</source>
        <extracomment>04-king.json, level 5: what the level asks</extracomment>
        <translation>El rey negro está en medio, y los dos reyes nunca pueden estar juntos: rodéalo.</translation>
    </message>
    <message>
        <source>How the knight moves</source>
        <extracomment>05-knight.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve el caballo</translation>
    </message>
    <message>
        <source>The knight jumps in the shape of an L: two squares along a file or rank, then one square to the side. It is the only piece that jumps over others.</source>
        <extracomment>05-knight.json: the stage&apos;s introduction</extracomment>
        <translation>El caballo salta en forma de L: dos casillas por una columna o una fila y luego una hacia el lado. Es la única pieza que salta por encima de otras.</translation>
    </message>
    <message>
        <source>Collect every star with the knight.</source>
        <extracomment>05-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Recoge todas las estrellas con el caballo.</translation>
    </message>
    <message>
        <source>Two squares up, one to the right.</source>
        <extracomment>05-knight.json, level 1: the hint</extracomment>
        <translation>Dos casillas hacia arriba, una a la derecha.</translation>
    </message>
    <message>
        <source>The star lies right next to the knight, yet a knight never moves just one square.</source>
        <extracomment>05-knight.json, level 5: what the level asks</extracomment>
        <translation>La estrella está justo al lado del caballo, pero un caballo nunca se mueve solo una casilla.</translation>
    </message>
    <message>
        <source>Your own pawns surround the knight. That does not stop a knight.</source>
        <extracomment>05-knight.json, level 6: what the level asks</extracomment>
        <translation>Tus propios peones rodean al caballo. Eso no detiene a un caballo.</translation>
    </message>
    <message>
        <source>How the pawn moves</source>
        <extracomment>06-pawn.json: the stage&apos;s title</extracomment>
        <translation>Cómo mueve el peón</translation>
    </message>
    <message>
        <source>A pawn moves straight forward, one square, or two from its starting square, and only onto an empty square. It captures one square diagonally forward.</source>
        <extracomment>06-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>El peón avanza recto una casilla, o dos desde su casilla inicial, y solo a una casilla vacía. Captura una casilla en diagonal hacia delante.</translation>
    </message>
    <message>
        <source>Collect the star with the pawn.</source>
        <extracomment>06-pawn.json, level 1: what the level asks</extracomment>
        <translation>Recoge la estrella con el peón.</translation>
    </message>
    <message>
        <source>From its starting square a pawn may advance two squares at once.</source>
        <extracomment>06-pawn.json, level 1: the hint</extracomment>
        <translation>Desde su casilla inicial un peón puede avanzar dos casillas de una vez.</translation>
    </message>
    <message>
        <source>Capture a black piece with the pawn.</source>
        <extracomment>06-pawn.json, level 3: what the level asks</extracomment>
        <translation>Captura una pieza negra con el peón.</translation>
    </message>
    <message>
        <source>A pawn captures one square diagonally forward.</source>
        <extracomment>06-pawn.json, level 3: the hint</extracomment>
        <translation>Un peón captura una casilla en diagonal hacia delante.</translation>
    </message>
    <message>
        <source>The two pawns stand face to face.</source>
        <extracomment>06-pawn.json, level 4: what the level asks</extracomment>
        <translation>Los dos peones están frente a frente.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>07-capture.json: the stage&apos;s title</extracomment>
        <translation>Capturar</translation>
    </message>
    <message>
        <source>A piece that moves onto a square held by an enemy piece captures it: the enemy piece leaves the board. Here the black pieces stand still.</source>
        <extracomment>07-capture.json: the stage&apos;s introduction</extracomment>
        <translation>Una pieza que va a una casilla ocupada por una pieza rival la captura: la pieza rival sale del tablero. Aquí las piezas negras no se mueven.</translation>
    </message>
    <message>
        <source>Capture every black piece marked with a star.</source>
        <extracomment>07-capture.json: what the stage&apos;s levels ask</extracomment>
        <translation>Captura todas las piezas negras marcadas con una estrella.</translation>
    </message>
    <message>
        <source>You have a rook and a bishop: use both.</source>
        <extracomment>07-capture.json, level 5: what the level asks</extracomment>
        <translation>Tienes una torre y un alfil: usa los dos.</translation>
    </message>
    <message>
        <source>The names of the squares</source>
        <extracomment>08-squares.json: the stage&apos;s title</extracomment>
        <translation>Los nombres de las casillas</translation>
    </message>
    <message>
        <source>Every square is named by its file, a to h from White&apos;s left, and its rank, 1 to 8 from White&apos;s side: e4, a8, h1. Notation is built on these names.</source>
        <extracomment>08-squares.json: the stage&apos;s introduction</extracomment>
        <translation>Cada casilla se nombra por su columna, de la a a la h desde la izquierda de las blancas, y su fila, del 1 al 8 desde el lado de las blancas: e4, a8, h1. La notación se basa en estos nombres.</translation>
    </message>
    <message>
        <source>Now the board is seen from Black&apos;s side: a1 is at the top right.</source>
        <extracomment>08-squares.json, level 5: what the level asks</extracomment>
        <translation>Ahora el tablero se ve desde el lado de las negras: a1 está arriba a la derecha.</translation>
    </message>
    <message>
        <source>Giving check</source>
        <extracomment>09-check.json: the stage&apos;s title</extracomment>
        <translation>Dar jaque</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece attacks his square. The player in check must get out of it at once.</source>
        <extracomment>09-check.json: the stage&apos;s introduction</extracomment>
        <translation>Un rey está en jaque cuando una pieza rival ataca su casilla. El jugador en jaque debe salir de él de inmediato.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <extracomment>09-check.json, level 1: what the level asks</extracomment>
        <translation>Da jaque con la torre.</translation>
    </message>
    <message>
        <source>The rook attacks the whole rank it stands on.</source>
        <extracomment>09-check.json, level 1: the hint</extracomment>
        <translation>La torre ataca toda la fila en la que está.</translation>
    </message>
    <message>
        <source>Give check with the knight.</source>
        <extracomment>09-check.json, level 2: what the level asks</extracomment>
        <translation>Da jaque con el caballo.</translation>
    </message>
    <message>
        <source>Give check with the bishop.</source>
        <extracomment>09-check.json, level 3: what the level asks</extracomment>
        <translation>Da jaque con el alfil.</translation>
    </message>
    <message>
        <source>Look for a diagonal that leads to the king.</source>
        <extracomment>09-check.json, level 3: the hint</extracomment>
        <translation>Busca una diagonal que lleve al rey.</translation>
    </message>
    <message>
        <source>Give check with the pawn.</source>
        <extracomment>09-check.json, level 4: what the level asks</extracomment>
        <translation>Da jaque con el peón.</translation>
    </message>
    <message>
        <source>The knight stands between your rook and the black king, and any knight move opens the file: a discovered check. Give check.</source>
        <extracomment>09-check.json, level 5: what the level asks</extracomment>
        <translation>El caballo está entre tu torre y el rey negro, y cualquier jugada del caballo abre la columna: un jaque descubierto. Da jaque.</translation>
    </message>
    <message>
        <source>Give a double check: the knight and the rook attack the king at the same time.</source>
        <extracomment>09-check.json, level 6: what the level asks</extracomment>
        <translation>Da jaque doble: el caballo y la torre atacan al rey a la vez.</translation>
    </message>
    <message>
        <source>Getting out of check</source>
        <extracomment>10-escape.json: the stage&apos;s title</extracomment>
        <translation>Salir del jaque</translation>
    </message>
    <message>
        <source>There are three ways out of a check: move the king to a safe square, capture the checking piece, or put a piece between it and the king. Against a double check only a king move helps.</source>
        <extracomment>10-escape.json: the stage&apos;s introduction</extracomment>
        <translation>Hay tres formas de salir del jaque: llevar el rey a una casilla segura, capturar la pieza que da jaque o interponer una pieza entre ella y el rey. Contra un jaque doble solo sirve mover el rey.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by moving the king.</source>
        <extracomment>10-escape.json, level 1: what the level asks</extracomment>
        <translation>La torre da jaque a tu rey. Sal del jaque moviendo el rey.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by capturing the rook.</source>
        <extracomment>10-escape.json, level 2: what the level asks</extracomment>
        <translation>La torre da jaque a tu rey. Sal del jaque capturando la torre.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by putting a piece in between.</source>
        <extracomment>10-escape.json, level 3: what the level asks</extracomment>
        <translation>La torre da jaque a tu rey. Sal del jaque interponiendo una pieza.</translation>
    </message>
    <message>
        <source>The bishop can reach the square between the rook and your king.</source>
        <extracomment>10-escape.json, level 3: the hint</extracomment>
        <translation>El alfil puede llegar a la casilla entre la torre y tu rey.</translation>
    </message>
    <message>
        <source>Only one move saves your king. Find it.</source>
        <extracomment>10-escape.json, level 4: what the level asks</extracomment>
        <translation>Solo una jugada salva a tu rey. Encuéntrala.</translation>
    </message>
    <message>
        <source>Double check: the rook and the bishop both attack your king. Capturing one of them does not help.</source>
        <extracomment>10-escape.json, level 5: what the level asks</extracomment>
        <translation>Jaque doble: la torre y el alfil atacan a tu rey. Capturar a uno de ellos no sirve.</translation>
    </message>
    <message>
        <source>The rook checks along your first rank. Find the way out.</source>
        <extracomment>10-escape.json, level 6: what the level asks</extracomment>
        <translation>La torre da jaque por tu primera fila. Encuentra la salida.</translation>
    </message>
    <message>
        <source>Mate in one</source>
        <extracomment>11-mate.json: the stage&apos;s title</extracomment>
        <translation>Mate en una</translation>
    </message>
    <message>
        <source>Checkmate is a check with no way out: the king cannot step away, the checking piece cannot be taken and nothing can come in between. It ends the game. These positions come from real games.</source>
        <extracomment>11-mate.json: the stage&apos;s introduction</extracomment>
        <translation>El jaque mate es un jaque sin salida: el rey no puede apartarse, la pieza que da jaque no se puede capturar y nada puede interponerse. Termina la partida. Estas posiciones vienen de partidas reales.</translation>
    </message>
    <message>
        <source>Give checkmate in one move.</source>
        <extracomment>11-mate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Da jaque mate en una jugada.</translation>
    </message>
    <message>
        <source>White has opened the diagonal from h4 to the white king.</source>
        <extracomment>11-mate.json, level 1: the hint</extracomment>
        <translation>Las blancas han abierto la diagonal que va de h4 a su rey.</translation>
    </message>
    <message>
        <source>The pawn on f7 is defended only by the black king.</source>
        <extracomment>11-mate.json, level 2: the hint</extracomment>
        <translation>El peón de f7 solo lo defiende el rey negro.</translation>
    </message>
    <message>
        <source>Careful: some moves stalemate instead.</source>
        <extracomment>11-mate.json, level 6: what the level asks</extracomment>
        <translation>Cuidado: algunas jugadas dan ahogado.</translation>
    </message>
    <message>
        <source>Even a pawn can do it.</source>
        <extracomment>11-mate.json, level 7: what the level asks</extracomment>
        <translation>Hasta un peón puede hacerlo.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <extracomment>12-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Ahogado</translation>
    </message>
    <message>
        <source>Stalemate: the player to move is not in check but has no legal move. The game ends at once in a draw. These positions come from real games.</source>
        <extracomment>12-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>Ahogado: el jugador al que le toca mover no está en jaque pero no tiene ninguna jugada legal. La partida termina al instante en tablas. Estas posiciones vienen de partidas reales.</translation>
    </message>
    <message>
        <source>White has a single legal move.</source>
        <extracomment>12-stalemate.json, level 2: what the level asks</extracomment>
        <translation>Las blancas tienen una sola jugada legal.</translation>
    </message>
    <message>
        <source>Black still has two pawns.</source>
        <extracomment>12-stalemate.json, level 3: what the level asks</extracomment>
        <translation>Las negras todavía tienen dos peones.</translation>
    </message>
    <message>
        <source>Winning without stalemating</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Ganar sin ahogar</translation>
    </message>
    <message>
        <source>With a big material advantage the danger is to leave the lone king without a move when he is not in check: stalemate, and the win is gone. Look for a check that leaves no way out, not just for a move that takes squares away.</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>Con una gran ventaja material, el peligro es dejar al rey solo sin jugadas cuando no está en jaque: ahogado, y la victoria se esfuma. Busca un jaque sin salida, no solo una jugada que le quite casillas.</translation>
    </message>
    <message>
        <source>Give checkmate in one move, and do not stalemate.</source>
        <extracomment>13-avoid-stalemate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Da jaque mate en una jugada, sin ahogar.</translation>
    </message>
    <message>
        <source>The black king has no free square even now, so any quiet move stalemates: only a check can win.</source>
        <extracomment>13-avoid-stalemate.json, level 1: the hint</extracomment>
        <translation>El rey negro ya no tiene ninguna casilla libre, así que cualquier jugada tranquila lo ahoga: solo un jaque gana.</translation>
    </message>
    <message>
        <source>Suppose White took the queen here.</source>
        <extracomment>13-avoid-stalemate.json, level 2: what the level asks</extracomment>
        <translation>Supón que aquí las blancas capturan la dama.</translation>
    </message>
    <message>
        <source>Suppose White took the rook here.</source>
        <extracomment>13-avoid-stalemate.json, level 4: what the level asks</extracomment>
        <translation>Supón que aquí las blancas capturan la torre.</translation>
    </message>
    <message>
        <source>Castling</source>
        <extracomment>14-castling.json: the stage&apos;s title</extracomment>
        <translation>El enroque</translation>
    </message>
    <message>
        <source>Castling moves the king two squares towards a rook, and the rook jumps over to the square the king crossed. It is allowed only if neither the king nor that rook has moved, no piece stands between them, and the king is not in check, does not cross an attacked square and does not land on one.</source>
        <extracomment>14-castling.json: the stage&apos;s introduction</extracomment>
        <translation>En el enroque el rey va dos casillas hacia una torre, y la torre salta a la casilla que cruzó el rey. Solo se permite si ni el rey ni esa torre se han movido, no hay piezas entre ellos, y el rey no está en jaque, no cruza una casilla atacada ni llega a una.</translation>
    </message>
    <message>
        <source>Castle on the king&apos;s side: move the king two squares towards the rook on h1.</source>
        <extracomment>14-castling.json, level 1: what the level asks</extracomment>
        <translation>Enroca en corto: mueve el rey dos casillas hacia la torre de h1.</translation>
    </message>
    <message>
        <source>Castle on the queen&apos;s side: move the king two squares towards the rook on a1.</source>
        <extracomment>14-castling.json, level 2: what the level asks</extracomment>
        <translation>Enroca en largo: mueve el rey dos casillas hacia la torre de a1.</translation>
    </message>
    <message>
        <source>The king went to e2 and came back.</source>
        <extracomment>14-castling.json, level 3: what the level asks</extracomment>
        <translation>El rey fue a e2 y volvió.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back.</source>
        <extracomment>14-castling.json, level 4: what the level asks</extracomment>
        <translation>La torre de h1 fue a h2 y volvió.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back; the rook on a1 has not moved.</source>
        <extracomment>14-castling.json, level 5: what the level asks</extracomment>
        <translation>La torre de h1 fue a h2 y volvió; la torre de a1 no se ha movido.</translation>
    </message>
    <message>
        <source>The black rook attacks b1, a square only the rook crosses.</source>
        <extracomment>14-castling.json, level 10: what the level asks</extracomment>
        <translation>La torre negra ataca b1, una casilla que solo cruza la torre.</translation>
    </message>
    <message>
        <source>En passant</source>
        <extracomment>15-en-passant.json: the stage&apos;s title</extracomment>
        <translation>La captura al paso</translation>
    </message>
    <message>
        <source>A pawn that advances two squares and lands beside an enemy pawn may be captured as if it had moved only one: the enemy pawn takes it by moving diagonally to the square it crossed. This is allowed only on the very next move.</source>
        <extracomment>15-en-passant.json: the stage&apos;s introduction</extracomment>
        <translation>Un peón que avanza dos casillas y queda junto a un peón rival puede ser capturado como si solo hubiera avanzado una: el peón rival lo captura moviéndose en diagonal a la casilla que cruzó. Solo se puede hacer en la jugada inmediatamente siguiente.</translation>
    </message>
    <message>
        <source>Black has just played d7-d5. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 1: what the level asks</extracomment>
        <translation>Las negras acaban de jugar d7-d5. Captura el peón al paso.</translation>
    </message>
    <message>
        <source>White has just played f2-f4. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 2: what the level asks</extracomment>
        <translation>Las blancas acaban de jugar f2-f4. Captura el peón al paso.</translation>
    </message>
    <message>
        <source>Black played d7-d5, but White answered with a king move.</source>
        <extracomment>15-en-passant.json, level 4: what the level asks</extracomment>
        <translation>Las negras jugaron d7-d5, pero las blancas respondieron con una jugada de rey.</translation>
    </message>
    <message>
        <source>The black pawn came to d5 in two single steps.</source>
        <extracomment>15-en-passant.json, level 5: what the level asks</extracomment>
        <translation>El peón negro llegó a d5 en dos pasos de una casilla.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <extracomment>16-promotion.json: the stage&apos;s title</extracomment>
        <translation>La promoción</translation>
    </message>
    <message>
        <source>A pawn that reaches the last rank must become a queen, a rook, a bishop or a knight of its own colour, whatever pieces are still on the board. Usually a queen is best, but not always.</source>
        <extracomment>16-promotion.json: the stage&apos;s introduction</extracomment>
        <translation>Un peón que llega a la última fila debe convertirse en dama, torre, alfil o caballo de su color, sean cuales sean las piezas que quedan en el tablero. Casi siempre lo mejor es una dama, pero no siempre.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen.</source>
        <extracomment>16-promotion.json, level 1: what the level asks</extracomment>
        <translation>Corona el peón en dama.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen. It may also capture on its way.</source>
        <extracomment>16-promotion.json, level 2: what the level asks</extracomment>
        <translation>Corona el peón en dama. También puede capturar al hacerlo.</translation>
    </message>
    <message>
        <source>Promote the pawn and give check at the same time.</source>
        <extracomment>16-promotion.json, level 3: what the level asks</extracomment>
        <translation>Corona el peón y da jaque al mismo tiempo.</translation>
    </message>
    <message>
        <source>A queen on e8 would not attack d6. Which piece would?</source>
        <extracomment>16-promotion.json, level 3: the hint</extracomment>
        <translation>Una dama en e8 no atacaría d6. ¿Qué pieza lo haría?</translation>
    </message>
    <message>
        <source>Promote the pawn without stalemating the black king.</source>
        <extracomment>16-promotion.json, level 4: what the level asks</extracomment>
        <translation>Corona el peón sin ahogar al rey negro.</translation>
    </message>
    <message>
        <source>A new queen would take away the black king&apos;s last squares.</source>
        <extracomment>16-promotion.json, level 4: the hint</extracomment>
        <translation>Una dama nueva le quitaría al rey negro sus últimas casillas.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <extracomment>17-threefold.json: the stage&apos;s title</extracomment>
        <translation>Triple repetición</translation>
    </message>
    <message>
        <source>Claim a draw if you may, at the right moment; otherwise play on.</source>
        <extracomment>17-threefold.json: what the stage&apos;s levels ask</extracomment>
        <translation>Reclama tablas si puedes, en el momento justo; si no, sigue jugando.</translation>
    </message>
    <message>
        <source>The knights have gone out and back twice.</source>
        <extracomment>17-threefold.json, level 1: what the level asks</extracomment>
        <translation>Los caballos han salido y vuelto dos veces.</translation>
    </message>
    <message>
        <source>Which move would put the starting position on the board for the third time?</source>
        <extracomment>17-threefold.json, level 2: the hint</extracomment>
        <translation>¿Qué jugada pondría la posición inicial en el tablero por tercera vez?</translation>
    </message>
    <message>
        <source>White checks again and again.</source>
        <extracomment>17-threefold.json, level 3: what the level asks</extracomment>
        <translation>Las blancas dan jaque una y otra vez.</translation>
    </message>
    <message>
        <source>White has given two checks.</source>
        <extracomment>17-threefold.json, level 4: what the level asks</extracomment>
        <translation>Las blancas han dado dos jaques.</translation>
    </message>
    <message>
        <source>The rooks have gone up and back twice.</source>
        <extracomment>17-threefold.json, level 5: what the level asks</extracomment>
        <translation>Las torres han subido y vuelto dos veces.</translation>
    </message>
    <message>
        <source>Before the rooks first moved, both sides could still castle: that was another position.</source>
        <extracomment>17-threefold.json, level 5: the hint</extracomment>
        <translation>Antes de que las torres se movieran por primera vez, los dos bandos todavía podían enrocar: era otra posición.</translation>
    </message>
    <message>
        <source>White has just brought the queen back to f5, putting the same position on the board for the third time, and did not claim. Now it is Black&apos;s move.</source>
        <extracomment>17-threefold.json, level 6: what the level asks</extracomment>
        <translation>Las blancas acaban de volver con la dama a f5, poniendo la misma posición en el tablero por tercera vez, y no han reclamado. Ahora mueven las negras.</translation>
    </message>
    <message>
        <source>The fifty-move rule</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s title</extracomment>
        <translation>La regla de las cincuenta jugadas</translation>
    </message>
    <message>
        <source>Fifty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 1: what the level asks</extracomment>
        <translation>Cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine.</source>
        <extracomment>18-fifty-moves.json, level 2: what the level asks</extracomment>
        <translation>Las negras acaban de hacer su quincuagésima jugada sin capturas ni jugadas de peón; las blancas llevan cuarenta y nueve.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine. A pawn move starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: what the level asks</extracomment>
        <translation>Las negras acaban de hacer su quincuagésima jugada sin capturas ni jugadas de peón; las blancas llevan cuarenta y nueve. Una jugada de peón pone la cuenta a cero.</translation>
    </message>
    <message>
        <source>Thirty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 4: what the level asks</extracomment>
        <translation>Cada bando ha hecho treinta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 5: what the level asks</extracomment>
        <translation>Cada bando ha hecho setenta y cinco jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>White&apos;s last move completed fifty moves by each side without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 6: what the level asks</extracomment>
        <translation>La última jugada de las blancas completó cincuenta jugadas de cada bando sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Dead positions</source>
        <extracomment>19-dead-position.json: the stage&apos;s title</extracomment>
        <translation>Posiciones muertas</translation>
    </message>
    <message>
        <source>The bishops stand on squares of different colours.</source>
        <extracomment>19-dead-position.json, level 6: what the level asks</extracomment>
        <translation>Los alfiles están en casillas de distinto color.</translation>
    </message>
    <message>
        <source>Both bishops stand on light squares.</source>
        <extracomment>19-dead-position.json, level 7: what the level asks</extracomment>
        <translation>Los dos alfiles están en casillas claras.</translation>
    </message>
    <message>
        <source>When the flag falls</source>
        <extracomment>20-flag-fall.json: the stage&apos;s title</extracomment>
        <translation>Cuando cae la bandera</translation>
    </message>
    <message>
        <source>A player whose time runs out loses, unless the opponent could not checkmate by any series of legal moves, even with the clumsiest defence: then the game is drawn. A lone king can never mate.</source>
        <extracomment>20-flag-fall.json: the stage&apos;s introduction</extracomment>
        <translation>Quien se queda sin tiempo pierde, salvo que el rival no pudiera dar mate con ninguna serie de jugadas legales, ni siquiera ante la defensa más torpe: entonces son tablas. Un rey solo nunca puede dar mate.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White only a queen.</source>
        <extracomment>20-flag-fall.json, level 3: what the level asks</extracomment>
        <translation>Las negras solo tienen un caballo, y las blancas solo una dama.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White a pawn.</source>
        <extracomment>20-flag-fall.json, level 4: what the level asks</extracomment>
        <translation>Las negras solo tienen un caballo, y las blancas un peón.</translation>
    </message>
    <message>
        <source>White has only a bishop.</source>
        <extracomment>20-flag-fall.json, level 6: what the level asks</extracomment>
        <translation>Las blancas solo tienen un alfil.</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <extracomment>21-draw-offers.json: the stage&apos;s title</extracomment>
        <translation>Ofertas de tablas</translation>
    </message>
    <message>
        <source>Resignation</source>
        <extracomment>22-resignation.json: the stage&apos;s title</extracomment>
        <translation>El abandono</translation>
    </message>
    <message>
        <source>A player may resign at any moment, on their own turn or not. Resigning loses the game, and it cannot be taken back. Once a game is over, a resignation changes nothing.</source>
        <extracomment>22-resignation.json: the stage&apos;s introduction</extracomment>
        <translation>Se puede abandonar en cualquier momento, sea el propio turno o no. Abandonar es perder la partida, y no tiene vuelta atrás. Cuando la partida ya ha terminado, abandonar no cambia nada.</translation>
    </message>
    <message>
        <source>It is White&apos;s turn.</source>
        <extracomment>22-resignation.json, level 2: what the level asks</extracomment>
        <translation>Les toca mover a las blancas.</translation>
    </message>
    <message>
        <source>Touch-move</source>
        <extracomment>23-touch-move.json: the stage&apos;s title</extracomment>
        <translation>Pieza tocada, pieza movida</translation>
    </message>
    <message>
        <source>If you deliberately touch one of your pieces, you must move it, if it has a legal move; if you touch an enemy piece, you must capture it, if you can. To straighten a piece without this duty, say &quot;j&apos;adoube&quot; (I adjust) first. Castling starts with the king.</source>
        <extracomment>23-touch-move.json: the stage&apos;s introduction</extracomment>
        <translation>Si tocas a propósito una de tus piezas, debes moverla, si tiene alguna jugada legal; si tocas una pieza rival, debes capturarla, si puedes. Para centrar una pieza sin esa obligación, di antes «compongo» (j&apos;adoube). El enroque se empieza con el rey.</translation>
    </message>
    <message>
        <source>You have touched your knight on e4. Give check.</source>
        <extracomment>23-touch-move.json, level 1: what the level asks</extracomment>
        <translation>Has tocado tu caballo de e4. Da jaque.</translation>
    </message>
    <message>
        <source>You have touched your rook on h1 first, so you may not castle with it. Give check.</source>
        <extracomment>23-touch-move.json, level 2: what the level asks</extracomment>
        <translation>Has tocado primero tu torre de h1, así que no puedes enrocar con ella. Da jaque.</translation>
    </message>
    <message>
        <source>You have touched your knight on e2, but it is pinned and has no legal move, so you are free. Give check.</source>
        <extracomment>23-touch-move.json, level 3: what the level asks</extracomment>
        <translation>Has tocado tu caballo de e2, pero está clavado y no tiene jugadas legales, así que eres libre. Da jaque.</translation>
    </message>
    <message>
        <source>You have touched the black knight on f6. Capture it.</source>
        <extracomment>23-touch-move.json, level 4: what the level asks</extracomment>
        <translation>Has tocado el caballo negro de f6. Captúralo.</translation>
    </message>
    <message>
        <source>You said &quot;j&apos;adoube&quot; and straightened your queen: you are not bound to move her. Give checkmate in one move.</source>
        <extracomment>23-touch-move.json, level 5: what the level asks</extracomment>
        <translation>Dijiste «compongo» y centraste tu dama: no estás obligado a moverla. Da jaque mate en una jugada.</translation>
    </message>
    <message>
        <source>This board plays under touch-move. Castle on the king&apos;s side: pick up the king first.</source>
        <extracomment>23-touch-move.json, level 6: what the level asks</extracomment>
        <translation>En este tablero rige la regla de pieza tocada. Enroca en corto: toma primero el rey.</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s title</extracomment>
        <translation>Jugadas ilegales</translation>
    </message>
    <message>
        <source>Ferz never lets an illegal move stand and says which rule it breaks. Over the board, a completed illegal move is taken back and the player must make a legal move, with the touched piece if possible; the first one gives the opponent two extra minutes, a second one loses the game, unless the opponent could not checkmate at all.</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Ferz nunca deja pasar una jugada ilegal y dice qué regla rompe. Sobre el tablero, una jugada ilegal completada se deshace y el jugador debe hacer una jugada legal, con la pieza tocada si es posible; la primera le da al rival dos minutos más, la segunda pierde la partida, salvo que el rival no pudiera dar mate de ningún modo.</translation>
    </message>
    <message>
        <source>The pawn would become a second king.</source>
        <extracomment>24-illegal-moves.json, level 6: what the level asks</extracomment>
        <translation>El peón se convertiría en un segundo rey.</translation>
    </message>
    <message>
        <source>Writing moves: short notation</source>
        <extracomment>25-short-notation.json: the stage&apos;s title</extracomment>
        <translation>Anotar jugadas: notación abreviada</translation>
    </message>
    <message>
        <source>Short notation gives the piece&apos;s letter and the square it goes to: a pawn has no letter. A capture adds x, a check +, a mate #; a promotion adds = and the new piece. When two pieces of one kind can go to the same square, the file or rank they come from is added.</source>
        <extracomment>25-short-notation.json: the stage&apos;s introduction</extracomment>
        <translation>La notación abreviada da la letra de la pieza y la casilla a la que va; el peón no tiene letra. Una captura añade x, un jaque +, un mate #; una coronación añade = y la pieza nueva. Cuando dos piezas iguales pueden ir a la misma casilla, se añade la columna o la fila de la que sale.</translation>
    </message>
    <message>
        <source>Both knights can reach d2: say which one moves.</source>
        <extracomment>25-short-notation.json, level 7: the hint</extracomment>
        <translation>Los dos caballos pueden ir a d2: indica cuál se mueve.</translation>
    </message>
    <message>
        <source>Writing moves: long notation</source>
        <extracomment>26-long-notation.json: the stage&apos;s title</extracomment>
        <translation>Anotar jugadas: notación completa</translation>
    </message>
    <message>
        <source>Long notation gives both squares: the one the piece leaves and the one it reaches, with a dash between them, or x for a capture.</source>
        <extracomment>26-long-notation.json: the stage&apos;s introduction</extracomment>
        <translation>La notación completa da las dos casillas: la que deja la pieza y la que alcanza, con un guion entre ellas, o una x si captura.</translation>
    </message>
    <message>
        <source>Reading moves</source>
        <extracomment>27-reading-notation.json: the stage&apos;s title</extracomment>
        <translation>Leer jugadas</translation>
    </message>
    <message>
        <source>A game record is a list of moves in notation. To replay it you read each move and find it on the board.</source>
        <extracomment>27-reading-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Una partida anotada es una lista de jugadas en notación. Para reproducirla, lees cada jugada y la encuentras en el tablero.</translation>
    </message>
    <message>
        <source>Notation in Russian books</source>
        <extracomment>28-russian-notation.json: the stage&apos;s title</extracomment>
        <translation>La notación de los libros rusos</translation>
    </message>
    <message>
        <source>Russian books write the pieces Кр, Ф, Л, С, К and mark a quiet move with a dash — and a capture with a colon :, a check +, a double check ++ and a mate ×; castling is 0–0 or 0–0–0.</source>
        <extracomment>28-russian-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Los libros rusos escriben las piezas Кр, Ф, Л, С, К (rey, dama, torre, alfil, caballo) y marcan una jugada sin captura con una raya —, una captura con dos puntos :, un jaque +, un jaque doble ++ y un mate ×; el enroque es 0–0 o 0–0–0.</translation>
    </message>
    <message>
        <source>The knight checks, and so does the rook behind it.</source>
        <extracomment>28-russian-notation.json, level 5: the hint</extracomment>
        <translation>El caballo da jaque, y también la torre que estaba detrás.</translation>
    </message>
    <message>
        <source>A position is dead when no series of legal moves can lead to checkmate, however badly either side plays: king against king, king and bishop or king and knight against king, and kings with bishops all on squares of one colour. The game is drawn at once. Under the FIDE Laws king and two knights against a king is not dead: the knights cannot force mate, but a mate is possible. The Brazilian rule text counts it as dead; with Rules ▸ K+N+N Against a Lone King Is a Dead Position on, Ferz and this stage follow it.</source>
        <extracomment>19-dead-position.json: the stage&apos;s introduction</extracomment>
        <translation>Una posición está muerta cuando ninguna serie de jugadas legales puede llevar al mate, por mal que juegue cualquiera de los dos: rey contra rey, rey y alfil o rey y caballo contra rey, y reyes con alfiles todos en casillas de un mismo color. La partida termina en tablas al instante. Según las Leyes de la FIDE, rey y dos caballos contra rey no es una posición muerta: los caballos no pueden forzar el mate, pero el mate es posible. El texto de reglas brasileño la considera muerta; con Reglas ▸ R+C+C contra rey solo es posición muerta activado, el programa y esta etapa lo siguen.</translation>
    </message>
    <message>
        <source>A player offers a draw during their own turn, together with a move. The opponent may accept, or decline by saying so or simply by moving. The Brazilian rule text adds a rule that the FIDE Laws do not have (they only forbid annoying the opponent, Article 11.5): after a declined offer only the player who declined may make the next offer. Ferz follows it, and so do the levels that say so.</source>
        <extracomment>21-draw-offers.json: the stage&apos;s introduction</extracomment>
        <translation>Un jugador ofrece tablas durante su turno, junto con una jugada. El rival puede aceptar, o rechazar diciéndolo o simplemente jugando. El texto de reglas brasileño añade una regla que las Leyes de la FIDE no tienen (solo prohíben molestar al rival, artículo 11.5): tras una oferta rechazada, solo quien la rechazó puede hacer la siguiente. El programa la sigue, y también los niveles que lo dicen.</translation>
    </message>
    <message>
        <source>A rook turns only between moves: first reach the rank that both stars share.</source>
        <extracomment>01-rook.json, level 2: the hint</extracomment>
        <translation>La torre solo cambia de dirección entre una jugada y otra: primero llega a la fila en la que están las dos estrellas.</translation>
    </message>
    <message>
        <source>Each move goes along one line. Take the stars in an order in which each lies on a file or rank of the one before.</source>
        <extracomment>01-rook.json, level 3: the hint</extracomment>
        <translation>Cada jugada va por una sola línea. Recoge las estrellas en un orden en el que cada una esté en la columna o la fila de la anterior.</translation>
    </message>
    <message>
        <source>The four stars form a square. Reach one of its corners first; from there each next star is on the same file or rank.</source>
        <extracomment>01-rook.json, level 5: the hint</extracomment>
        <translation>Las cuatro estrellas forman un cuadrado. Llega primero a una de sus esquinas; desde allí cada estrella siguiente está en la misma columna o fila.</translation>
    </message>
    <message>
        <source>A bishop turns only between moves. From the first star, look along its other diagonal.</source>
        <extracomment>02-bishop.json, level 2: the hint</extracomment>
        <translation>El alfil solo cambia de dirección entre una jugada y otra. Desde la primera estrella, mira por su otra diagonal.</translation>
    </message>
    <message>
        <source>All three stars stand on light squares, like the bishop. Find an order in which each star is on a diagonal of the one before.</source>
        <extracomment>02-bishop.json, level 3: the hint</extracomment>
        <translation>Las tres estrellas están en casillas claras, como el alfil. Busca un orden en el que cada estrella esté en una diagonal de la anterior.</translation>
    </message>
    <message>
        <source>Look at the colour of each star&apos;s square: the bishop from c1 runs on dark squares, the one from f1 on light squares.</source>
        <extracomment>02-bishop.json, level 5: the hint</extracomment>
        <translation>Fíjate en el color de la casilla de cada estrella: el alfil de c1 va por casillas oscuras y el de f1 por casillas claras.</translation>
    </message>
    <message>
        <source>Like a rook, the queen moves straight along her file as far as she likes.</source>
        <extracomment>03-queen.json, level 1: the hint</extracomment>
        <translation>Como la torre, la dama se mueve recto por su columna tan lejos como quiera.</translation>
    </message>
    <message>
        <source>After the first star, remember that the queen also moves like a bishop, along the diagonals.</source>
        <extracomment>03-queen.json, level 2: the hint</extracomment>
        <translation>Después de la primera estrella, recuerda que la dama también se mueve como el alfil, por las diagonales.</translation>
    </message>
    <message>
        <source>Four moves for three stars: one move may take the queen to a square from which the next stars line up.</source>
        <extracomment>03-queen.json, level 3: the hint</extracomment>
        <translation>Cuatro jugadas para tres estrellas: una jugada puede llevar a la dama a una casilla desde la que las siguientes estrellas quedan en sus líneas.</translation>
    </message>
    <message>
        <source>The only way out of the pawns is backwards, towards your first rank. From there, look for a long diagonal.</source>
        <extracomment>03-queen.json, level 4: the hint</extracomment>
        <translation>La única salida entre los peones es hacia atrás, hacia tu primera fila. Desde allí, busca una diagonal larga.</translation>
    </message>
    <message>
        <source>Plan the route before moving: from each star look along all eight directions for the next one. One spare move is allowed.</source>
        <extracomment>03-queen.json, level 5: the hint</extracomment>
        <translation>Planea la ruta antes de mover: desde cada estrella busca la siguiente en las ocho direcciones. Tienes una jugada de sobra.</translation>
    </message>
    <message>
        <source>The king steps one square; here straight ahead.</source>
        <extracomment>04-king.json, level 1: the hint</extracomment>
        <translation>El rey da un paso de una casilla; aquí, recto hacia delante.</translation>
    </message>
    <message>
        <source>A diagonal step costs one move, like a straight one. Go to the nearer star first, then walk to the other.</source>
        <extracomment>04-king.json, level 3: the hint</extracomment>
        <translation>Un paso en diagonal cuesta una jugada, igual que uno recto. Ve primero a la estrella más cercana y luego camina hasta la otra.</translation>
    </message>
    <message>
        <source>Walk along the diagonal that starts in your corner.</source>
        <extracomment>04-king.json, level 4: the hint</extracomment>
        <translation>Camina por la diagonal que empieza en tu esquina.</translation>
    </message>
    <message>
        <source>Every square next to the black king is forbidden to yours. Keep at least one square between the kings as you walk round.</source>
        <extracomment>04-king.json, level 5: the hint</extracomment>
        <translation>Todas las casillas junto al rey negro le están prohibidas al tuyo. Al rodearlo, deja siempre al menos una casilla entre los reyes.</translation>
    </message>
    <message>
        <source>Each jump is two squares one way and one to the side. From the first star, the second is one more such jump away.</source>
        <extracomment>05-knight.json, level 2: the hint</extracomment>
        <translation>Cada salto son dos casillas en una dirección y una hacia el lado. Desde la primera estrella, la segunda está a otro salto igual.</translation>
    </message>
    <message>
        <source>The star is on the knight&apos;s own file, and no single jump gets there. Find a square one jump from b1 and one jump from b3.</source>
        <extracomment>05-knight.json, level 3: the hint</extracomment>
        <translation>La estrella está en la columna del propio caballo, y ningún salto llega allí. Busca una casilla a un salto de b1 y a un salto de b3.</translation>
    </message>
    <message>
        <source>The stars make a chain: each one is a single knight&apos;s jump from the one before. Start with the nearest.</source>
        <extracomment>05-knight.json, level 4: the hint</extracomment>
        <translation>Las estrellas forman una cadena: cada una está a un salto de caballo de la anterior. Empieza por la más cercana.</translation>
    </message>
    <message>
        <source>Every jump lands on a square of the other colour, and d5 is not the colour of d4: an odd number of jumps is needed, and one is not enough.</source>
        <extracomment>05-knight.json, level 5: the hint</extracomment>
        <translation>Cada salto cae en una casilla del otro color, y d5 no es del color de d4: hace falta un número impar de saltos, y uno no basta.</translation>
    </message>
    <message>
        <source>A knight jumps over the pawns around it. Which star is a single jump away? The other may need a way back first.</source>
        <extracomment>05-knight.json, level 6: the hint</extracomment>
        <translation>El caballo salta por encima de los peones que lo rodean. ¿Qué estrella está a un solo salto? Para la otra quizá tengas que volver antes.</translation>
    </message>
    <message>
        <source>Only the pawn&apos;s first move may be two squares; after that it goes one square at a time.</source>
        <extracomment>06-pawn.json, level 2: the hint</extracomment>
        <translation>Solo en su primera jugada el peón puede avanzar dos casillas; después va de una en una.</translation>
    </message>
    <message>
        <source>A pawn moves forward only onto an empty square. What stands on the square in front of it?</source>
        <extracomment>06-pawn.json, level 4: the hint</extracomment>
        <translation>El peón avanza solo a una casilla vacía. ¿Qué hay en la casilla que tiene delante?</translation>
    </message>
    <message>
        <source>Where did this pawn start? A double step is allowed only from the pawn&apos;s starting square on the second rank.</source>
        <extracomment>06-pawn.json, level 5: the hint</extracomment>
        <translation>¿Dónde empezó este peón? El paso doble solo se permite desde su casilla inicial, en la segunda fila.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only when it captures. Is there anything to capture on d5?</source>
        <extracomment>06-pawn.json, level 6: the hint</extracomment>
        <translation>El peón solo se mueve en diagonal cuando captura. ¿Hay algo que capturar en d5?</translation>
    </message>
    <message>
        <source>A double step crosses the square in front of the pawn. Is that square free?</source>
        <extracomment>06-pawn.json, level 7: the hint</extracomment>
        <translation>Un paso doble cruza la casilla que el peón tiene delante. ¿Está libre?</translation>
    </message>
    <message>
        <source>A rook captures the way it moves: straight along a file or a rank, landing on the enemy pawn.</source>
        <extracomment>07-capture.json, level 1: the hint</extracomment>
        <translation>La torre captura como se mueve: recto por una columna o una fila, cayendo sobre el peón rival.</translation>
    </message>
    <message>
        <source>A bishop captures along its diagonals. Both pawns stand on dark squares, like your bishop.</source>
        <extracomment>07-capture.json, level 2: the hint</extracomment>
        <translation>El alfil captura por sus diagonales. Los dos peones están en casillas oscuras, como tu alfil.</translation>
    </message>
    <message>
        <source>Neither pawn is a single jump from b1. Jump first to a square from which one pawn is a jump away, and from that pawn the other.</source>
        <extracomment>07-capture.json, level 3: the hint</extracomment>
        <translation>Ningún peón está a un salto de b1. Salta primero a una casilla desde la que un peón esté a un salto, y desde ese peón, el otro.</translation>
    </message>
    <message>
        <source>The black king on h8 may not be checked here. Keep the queen off the lines that lead to him: the long diagonal, the h-file and the eighth rank.</source>
        <extracomment>07-capture.json, level 4: the hint</extracomment>
        <translation>Aquí no se puede dar jaque al rey negro de h8. Mantén la dama fuera de las líneas que llevan a él: la gran diagonal, la columna h y la octava fila.</translation>
    </message>
    <message>
        <source>Look at the colours of the squares: the bishop from c1 can only ever take a piece on a dark square. Let the rook take the other.</source>
        <extracomment>07-capture.json, level 5: the hint</extracomment>
        <translation>Fíjate en el color de las casillas: el alfil de c1 solo puede capturar en casillas oscuras. Que la torre capture la otra pieza.</translation>
    </message>
    <message>
        <source>Files are letters, a to h from left to right as White sees the board; ranks are numbers, 1 on White&apos;s side. Find the file first, then count up the ranks.</source>
        <extracomment>08-squares.json, level 1: the hint</extracomment>
        <translation>Las columnas son letras, de la a a la h de izquierda a derecha vistas desde las blancas; las filas son números, la 1 del lado de las blancas. Busca primero la columna y luego cuenta las filas.</translation>
    </message>
    <message>
        <source>Count from a1, the corner at White&apos;s lower left: files to the right, ranks upwards. The name is the file&apos;s letter, then the rank&apos;s number.</source>
        <extracomment>08-squares.json, level 2: the hint</extracomment>
        <translation>Cuenta desde a1, la esquina inferior izquierda de las blancas: columnas hacia la derecha, filas hacia arriba. El nombre es la letra de la columna y luego el número de la fila.</translation>
    </message>
    <message>
        <source>Use landmarks: the d- and e-files are the middle of the board, ranks 4 and 5 its middle too. Count from there rather than from a corner.</source>
        <extracomment>08-squares.json, level 3: the hint</extracomment>
        <translation>Usa puntos de referencia: las columnas d y e son el centro del tablero, y las filas 4 y 5 también. Cuenta desde ahí y no desde una esquina.</translation>
    </message>
    <message>
        <source>Split the board in halves: files a to d on the left, e to h on the right; ranks 1 to 4 on White&apos;s side, 5 to 8 on Black&apos;s. Then count within the half.</source>
        <extracomment>08-squares.json, level 4: the hint</extracomment>
        <translation>Divide el tablero en mitades: columnas de la a a la d a la izquierda, de la e a la h a la derecha; filas de la 1 a la 4 del lado de las blancas, de la 5 a la 8 del de las negras. Luego cuenta dentro de esa mitad.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side everything is turned round: the a-file is on the right and rank 1 at the top. Find a1 first and count from it.</source>
        <extracomment>08-squares.json, level 5: the hint</extracomment>
        <translation>Desde el lado de las negras todo está girado: la columna a queda a la derecha y la fila 1 arriba. Busca primero a1 y cuenta desde allí.</translation>
    </message>
    <message>
        <source>From Black&apos;s side the files run h to a from left to right, and the ranks 8 to 1 from bottom to top.</source>
        <extracomment>08-squares.json, level 6: the hint</extracomment>
        <translation>Desde el lado de las negras las columnas van de la h a la a de izquierda a derecha, y las filas de la 8 a la 1 de abajo arriba.</translation>
    </message>
    <message>
        <source>A knight checks from a square one jump away from the king. Which of those squares can your knight reach?</source>
        <extracomment>09-check.json, level 2: the hint</extracomment>
        <translation>El caballo da jaque desde una casilla a un salto del rey. ¿A cuál de esas casillas puede llegar tu caballo?</translation>
    </message>
    <message>
        <source>A pawn attacks the two squares diagonally in front of it. Where must it stand to attack e8?</source>
        <extracomment>09-check.json, level 4: the hint</extracomment>
        <translation>El peón ataca las dos casillas que tiene delante en diagonal. ¿Dónde debe estar para atacar e8?</translation>
    </message>
    <message>
        <source>The check comes from the rook, not from the knight: the knight only has to leave the e-file.</source>
        <extracomment>09-check.json, level 5: the hint</extracomment>
        <translation>El jaque lo da la torre, no el caballo: el caballo solo tiene que dejar la columna e.</translation>
    </message>
    <message>
        <source>The rook checks as soon as the knight leaves the file. Let the knight land where it checks too.</source>
        <extracomment>09-check.json, level 6: the hint</extracomment>
        <translation>La torre da jaque en cuanto el caballo deja la columna. Haz que el caballo caiga donde también dé jaque.</translation>
    </message>
    <message>
        <source>The rook controls the whole first rank. Step off it, onto a square no black piece attacks.</source>
        <extracomment>10-escape.json, level 1: the hint</extracomment>
        <translation>La torre domina toda la primera fila. Sal de ella a una casilla que no ataque ninguna pieza negra.</translation>
    </message>
    <message>
        <source>Which of your pieces stands on a line with the checking rook?</source>
        <extracomment>10-escape.json, level 2: the hint</extracomment>
        <translation>¿Cuál de tus piezas está en línea con la torre que da jaque?</translation>
    </message>
    <message>
        <source>Look at what defends the queen on d2. If nothing does, your king may take her himself.</source>
        <extracomment>10-escape.json, level 4: the hint</extracomment>
        <translation>Mira qué defiende a la dama de d2. Si nada la defiende, tu rey puede capturarla él mismo.</translation>
    </message>
    <message>
        <source>Against a double check only a king move helps. Find a square that neither the rook nor the bishop reaches.</source>
        <extracomment>10-escape.json, level 5: the hint</extracomment>
        <translation>Contra un jaque doble solo sirve mover el rey. Busca una casilla a la que no lleguen ni la torre ni el alfil.</translation>
    </message>
    <message>
        <source>Your own pawns wall the king in, so he cannot step away. Can one of your pieces come between the rook and the king?</source>
        <extracomment>10-escape.json, level 6: the hint</extracomment>
        <translation>Tus propios peones encierran al rey, que no puede apartarse. ¿Puede alguna de tus piezas ponerse entre la torre y el rey?</translation>
    </message>
    <message>
        <source>The white king is hemmed in by his own pieces. A check that cannot be blocked or taken is enough: a knight&apos;s check cannot be blocked.</source>
        <extracomment>11-mate.json, level 3: the hint</extracomment>
        <translation>El rey blanco está encerrado por sus propias piezas. Basta un jaque que no se pueda tapar ni capturar: al jaque de caballo no se le puede interponer nada.</translation>
    </message>
    <message>
        <source>Your queen stands on an open file that leads towards the white king, and your knight on g4 covers a square next to him.</source>
        <extracomment>11-mate.json, level 4: the hint</extracomment>
        <translation>Tu dama está en una columna abierta que lleva hacia el rey blanco, y tu caballo de g4 cubre una casilla junto a él.</translation>
    </message>
    <message>
        <source>The white king stands on the edge, and your queen and bishop already cover the file beside it. A check along the edge leaves him nowhere to go.</source>
        <extracomment>11-mate.json, level 5: the hint</extracomment>
        <translation>El rey blanco está en el borde, y tu dama y tu alfil ya cubren la columna de al lado. Un jaque a lo largo del borde no le deja adónde ir.</translation>
    </message>
    <message>
        <source>Your queen already takes every square around the white king, so a quiet move stalemates. Check him from far away, with a piece he cannot take.</source>
        <extracomment>11-mate.json, level 6: the hint</extracomment>
        <translation>Tu dama ya le quita al rey blanco todas las casillas de alrededor, así que una jugada tranquila lo ahoga. Dale jaque desde lejos con una pieza que no pueda capturar.</translation>
    </message>
    <message>
        <source>A pawn checks diagonally forward. With the queen covering the king&apos;s other squares, one step of a pawn is enough.</source>
        <extracomment>11-mate.json, level 7: the hint</extracomment>
        <translation>El peón da jaque en diagonal hacia delante. Con la dama cubriendo las demás casillas del rey, basta un paso de peón.</translation>
    </message>
    <message>
        <source>Your king covers three squares next to his rival. A check along the edge of the board leaves no escape: a king cannot step back along the line of a check.</source>
        <extracomment>11-mate.json, level 8: the hint</extracomment>
        <translation>Tu rey cubre tres casillas junto a su rival. Un jaque a lo largo del borde del tablero no deja salida: el rey no puede retroceder por la línea del jaque.</translation>
    </message>
    <message>
        <source>Is the white king in check now? Then look at each square around him: which black piece covers it?</source>
        <extracomment>12-stalemate.json, level 1: the hint</extracomment>
        <translation>¿Está ahora en jaque el rey blanco? Después mira cada casilla a su alrededor: ¿qué pieza negra la cubre?</translation>
    </message>
    <message>
        <source>Checkmate and stalemate both need the side to move to have no legal move at all. Is that so here?</source>
        <extracomment>12-stalemate.json, level 2: the hint</extracomment>
        <translation>Tanto el mate como el ahogado exigen que el bando que mueve no tenga ninguna jugada legal. ¿Es así aquí?</translation>
    </message>
    <message>
        <source>Pawns count too: a pawn with a free square in front of it gives Black a legal move. Can these pawns advance?</source>
        <extracomment>12-stalemate.json, level 3: the hint</extracomment>
        <translation>Los peones también cuentan: un peón con una casilla libre delante le da a las negras una jugada legal. ¿Pueden avanzar estos peones?</translation>
    </message>
    <message>
        <source>First see whether the white king is in check, and from where. Then ask whether any move ends the check.</source>
        <extracomment>12-stalemate.json, level 4: the hint</extracomment>
        <translation>Mira primero si el rey blanco está en jaque, y desde dónde. Luego pregúntate si alguna jugada lo evita.</translation>
    </message>
    <message>
        <source>The black pawn on h2 is blocked by its own king. Does the king have a free square, and is he in check?</source>
        <extracomment>12-stalemate.json, level 5: the hint</extracomment>
        <translation>El peón negro de h2 está bloqueado por su propio rey. ¿Tiene el rey alguna casilla libre, y está en jaque?</translation>
    </message>
    <message>
        <source>White has only the king. See which squares around him the rook and the knight cover, and whether he is in check.</source>
        <extracomment>12-stalemate.json, level 6: the hint</extracomment>
        <translation>Las blancas solo tienen el rey. Mira qué casillas a su alrededor cubren la torre y el caballo, y si está en jaque.</translation>
    </message>
    <message>
        <source>After the capture, is the black king in check? Then count his free squares and the moves of his other pieces.</source>
        <extracomment>13-avoid-stalemate.json, level 2: the hint</extracomment>
        <translation>Después de la captura, ¿está en jaque el rey negro? Luego cuenta sus casillas libres y las jugadas de sus otras piezas.</translation>
    </message>
    <message>
        <source>A queen right next to the black king checks him; it is mate only if she is defended there and every square around him is covered. Your other queen and the bishop already cover many of them.</source>
        <extracomment>13-avoid-stalemate.json, level 3: the hint</extracomment>
        <translation>Una dama pegada al rey negro le da jaque; es mate solo si está defendida allí y todas las casillas a su alrededor están cubiertas. Tu otra dama y el alfil ya cubren muchas.</translation>
    </message>
    <message>
        <source>The black king has no square even now, so any quiet move stalemates. Which of your pieces can give a check he cannot escape?</source>
        <extracomment>13-avoid-stalemate.json, level 5: the hint</extracomment>
        <translation>El rey negro ya no tiene ninguna casilla, así que cualquier jugada tranquila lo ahoga. ¿Cuál de tus piezas puede darle un jaque del que no pueda escapar?</translation>
    </message>
    <message>
        <source>Your queen already covers every square next to the black king, so a quiet move stalemates. Find a check by the piece that has not moved yet.</source>
        <extracomment>13-avoid-stalemate.json, level 6: the hint</extracomment>
        <translation>Tu dama ya cubre todas las casillas junto al rey negro, así que una jugada tranquila lo ahoga. Busca un jaque con la pieza que aún no se ha movido.</translation>
    </message>
    <message>
        <source>The black king on a2 has few squares, and your knight and rook cover some of them. Check him with the queen from a square where he cannot take her.</source>
        <extracomment>13-avoid-stalemate.json, level 7: the hint</extracomment>
        <translation>El rey negro de a2 tiene pocas casillas, y tu caballo y tu torre cubren algunas. Dale jaque con la dama desde una casilla donde no pueda capturarla.</translation>
    </message>
    <message>
        <source>In castling you move the king, two squares sideways; the rook then jumps over him by itself.</source>
        <extracomment>14-castling.json, level 1: the hint</extracomment>
        <translation>Para enrocar se mueve el rey, dos casillas hacia un lado; la torre salta después por encima de él sola.</translation>
    </message>
    <message>
        <source>Move the king, not the rook: two squares towards the rook you castle with.</source>
        <extracomment>14-castling.json, level 2: the hint</extracomment>
        <translation>Mueve el rey, no la torre: dos casillas hacia la torre con la que enrocas.</translation>
    </message>
    <message>
        <source>Castling rights are lost for good once the king moves, even if he comes back to his square.</source>
        <extracomment>14-castling.json, level 3: the hint</extracomment>
        <translation>El derecho a enrocar se pierde para siempre en cuanto el rey se mueve, aunque vuelva a su casilla.</translation>
    </message>
    <message>
        <source>Which rook went away and came back? Castling with that rook is no longer allowed.</source>
        <extracomment>14-castling.json, level 4: the hint</extracomment>
        <translation>¿Qué torre se fue y volvió? Con esa torre ya no se puede enrocar.</translation>
    </message>
    <message>
        <source>Only the rook on h1 has moved. Does that change anything for castling with the other rook?</source>
        <extracomment>14-castling.json, level 5: the hint</extracomment>
        <translation>Solo se ha movido la torre de h1. ¿Cambia eso algo para enrocar con la otra torre?</translation>
    </message>
    <message>
        <source>Look at the king before anything else: is he in check right now?</source>
        <extracomment>14-castling.json, level 6: the hint</extracomment>
        <translation>Antes que nada, mira al rey: ¿está en jaque ahora mismo?</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side, the king crosses f1. Does a black piece look at that square?</source>
        <extracomment>14-castling.json, level 7: the hint</extracomment>
        <translation>Al enrocar en corto, el rey cruza f1. ¿Mira alguna pieza negra esa casilla?</translation>
    </message>
    <message>
        <source>Where would the king land? Is that square attacked?</source>
        <extracomment>14-castling.json, level 8: the hint</extracomment>
        <translation>¿Dónde caería el rey? ¿Está atacada esa casilla?</translation>
    </message>
    <message>
        <source>Look at every square between the king and the rook on a1: must all of them be empty?</source>
        <extracomment>14-castling.json, level 9: the hint</extracomment>
        <translation>Mira todas las casillas entre el rey y la torre de a1: ¿deben estar todas vacías?</translation>
    </message>
    <message>
        <source>The rule on attacked squares speaks of the king&apos;s squares only: the one he stands on, the one he crosses and the one he lands on.</source>
        <extracomment>14-castling.json, level 10: the hint</extracomment>
        <translation>La regla de las casillas atacadas habla solo de las casillas del rey: la que ocupa, la que cruza y a la que llega.</translation>
    </message>
    <message>
        <source>Capture the pawn as though it had moved only one square: your pawn goes to the square the black pawn crossed.</source>
        <extracomment>15-en-passant.json, level 1: the hint</extracomment>
        <translation>Captura el peón como si solo hubiera avanzado una casilla: tu peón va a la casilla que cruzó el peón negro.</translation>
    </message>
    <message>
        <source>The white pawn crossed f3. Your pawn captures it by moving to that square.</source>
        <extracomment>15-en-passant.json, level 2: the hint</extracomment>
        <translation>El peón blanco cruzó f3. Tu peón lo captura yendo a esa casilla.</translation>
    </message>
    <message>
        <source>The black pawn has just made its double step and stands beside your pawn. Is this the very next move?</source>
        <extracomment>15-en-passant.json, level 3: the hint</extracomment>
        <translation>El peón negro acaba de dar su paso doble y está junto a tu peón. ¿Es esta la jugada inmediatamente siguiente?</translation>
    </message>
    <message>
        <source>En passant must be played at once, on the very next move. Has a move been made since the double step?</source>
        <extracomment>15-en-passant.json, level 4: the hint</extracomment>
        <translation>La captura al paso debe hacerse enseguida, en la jugada siguiente. ¿Se ha hecho alguna jugada desde el paso doble?</translation>
    </message>
    <message>
        <source>En passant takes only a pawn that has just made a double step. How did this pawn reach d5?</source>
        <extracomment>15-en-passant.json, level 5: the hint</extracomment>
        <translation>Al paso solo se captura un peón que acaba de dar un paso doble. ¿Cómo llegó este peón a d5?</translation>
    </message>
    <message>
        <source>Taking en passant removes two pawns from the fifth rank at once. Look at what then stands on that rank between your king and the black rook.</source>
        <extracomment>15-en-passant.json, level 6: the hint</extracomment>
        <translation>La captura al paso quita de la quinta fila dos peones a la vez. Mira qué queda entonces en esa fila entre tu rey y la torre negra.</translation>
    </message>
    <message>
        <source>A pawn promotes as it steps onto the last rank; Ferz then asks which piece it becomes.</source>
        <extracomment>16-promotion.json, level 1: the hint</extracomment>
        <translation>El peón corona al pisar la última fila; entonces el programa pregunta en qué pieza se convierte.</translation>
    </message>
    <message>
        <source>A pawn may reach the last rank by moving straight ahead or by capturing diagonally.</source>
        <extracomment>16-promotion.json, level 2: the hint</extracomment>
        <translation>El peón puede llegar a la última fila avanzando recto o capturando en diagonal.</translation>
    </message>
    <message>
        <source>Your rook on the seventh rank keeps the black king on his last rank. A new piece on that rank can check him there.</source>
        <extracomment>16-promotion.json, level 5: the hint</extracomment>
        <translation>Tu torre en la séptima fila retiene al rey negro en la última. Una pieza nueva en esa fila puede darle jaque allí.</translation>
    </message>
    <message>
        <source>Before promoting, count the black king&apos;s free squares and the moves of his pawns: are they blocked? A queen would cover one square too many.</source>
        <extracomment>16-promotion.json, level 6: the hint</extracomment>
        <translation>Antes de coronar, cuenta las casillas libres del rey negro y las jugadas de sus peones: ¿están bloqueados? Una dama cubriría una casilla de más.</translation>
    </message>
    <message>
        <source>When the same position stands on the board for the third time, with the same player to move, the same castling rights and the same en passant captures, the player to move may claim a draw: before moving if the opponent&apos;s move made the repetition, or together with the move that makes it. A move made without claiming lets the chance pass. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game at the third repetition by itself; Ferz&apos;s games do so with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on, and so does the last level&apos;s question.</source>
        <extracomment>17-threefold.json: the stage&apos;s introduction</extracomment>
        <translation>Cuando la misma posición aparece en el tablero por tercera vez, con el mismo jugador al turno, los mismos derechos de enroque y las mismas capturas al paso posibles, el jugador al que le toca mover puede reclamar tablas: antes de mover si la repetición la produjo la jugada del rival, o junto con la jugada que la produce. Una jugada hecha sin reclamar deja pasar la ocasión. Así lo dicen las Leyes de la FIDE y el texto de reglas español, y los niveles de reclamar tablas de esta etapa las siguen. Según los textos de reglas rusos, la partida termina en tablas automáticamente en la tercera repetición; así terminan las partidas de Ferz con Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas activado, y la pregunta del último nivel también sigue esa opción.</translation>
    </message>
    <message>
        <source>Count how often the starting position has stood on the board, each time with White to move.</source>
        <extracomment>17-threefold.json, level 1: the hint</extracomment>
        <translation>Cuenta cuántas veces ha estado en el tablero la posición inicial, cada vez con las blancas al turno.</translation>
    </message>
    <message>
        <source>Count how many times the position after your next check has already stood on the board.</source>
        <extracomment>17-threefold.json, level 3: the hint</extracomment>
        <translation>Cuenta cuántas veces ha estado ya en el tablero la posición que quedará tras tu próximo jaque.</translation>
    </message>
    <message>
        <source>A claim needs the same position three times. How many times has each position stood on the board so far?</source>
        <extracomment>17-threefold.json, level 4: the hint</extracomment>
        <translation>Para reclamar hace falta la misma posición tres veces. ¿Cuántas veces ha estado cada posición en el tablero hasta ahora?</translation>
    </message>
    <message>
        <source>Count how often this position has stood on the board with the same player to move, and think of what the rules let the player on move do about it.</source>
        <extracomment>17-threefold.json, level 6: the hint</extracomment>
        <translation>Cuenta cuántas veces ha estado esta posición en el tablero con el mismo jugador al turno, y piensa qué le permiten las reglas al jugador que mueve.</translation>
    </message>
    <message>
        <source>When each player has made fifty moves in a row without a capture or a pawn move, the player to move may claim a draw. After seventy-five such moves the game is drawn by itself, unless the last move gave checkmate. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game after fifty moves by itself, as Ferz&apos;s games do with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on.</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Cuando cada jugador ha hecho cincuenta jugadas seguidas sin capturas ni jugadas de peón, el jugador al que le toca mover puede reclamar tablas. Tras setenta y cinco jugadas así la partida termina sola en tablas, salvo que la última jugada haya dado mate. Así lo dicen las Leyes de la FIDE y el texto de reglas español, y los niveles de reclamar tablas de esta etapa las siguen. Según los textos de reglas rusos, la partida termina en tablas automáticamente tras cincuenta jugadas, como las partidas de Ferz con Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas activado.</translation>
    </message>
    <message>
        <source>The count has already reached fifty moves by each side. Do you need to move before claiming?</source>
        <extracomment>18-fifty-moves.json, level 1: the hint</extracomment>
        <translation>La cuenta ya llegó a cincuenta jugadas de cada bando. ¿Necesitas mover antes de reclamar?</translation>
    </message>
    <message>
        <source>Your next move would be White&apos;s fiftieth. A claim may be made together with the move that completes the count.</source>
        <extracomment>18-fifty-moves.json, level 2: the hint</extracomment>
        <translation>Tu próxima jugada sería la quincuagésima de las blancas. Se puede reclamar junto con la jugada que completa la cuenta.</translation>
    </message>
    <message>
        <source>Your next move completes fifty, unless it is a pawn move, which starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: the hint</extracomment>
        <translation>Tu próxima jugada completa las cincuenta, salvo que sea una jugada de peón, que pone la cuenta a cero.</translation>
    </message>
    <message>
        <source>Count the moves by each side since the last capture or pawn move. Is it fifty yet?</source>
        <extracomment>18-fifty-moves.json, level 4: the hint</extracomment>
        <translation>Cuenta las jugadas de cada bando desde la última captura o jugada de peón. ¿Llegan ya a cincuenta?</translation>
    </message>
    <message>
        <source>Fifty moves allow a claim; at seventy-five the rules no longer wait for one.</source>
        <extracomment>18-fifty-moves.json, level 5: the hint</extracomment>
        <translation>Cincuenta jugadas permiten reclamar; a las setenta y cinco las reglas ya no esperan a que nadie reclame.</translation>
    </message>
    <message>
        <source>Before counting moves, look at the board: is the black king in check, and can he get out of it?</source>
        <extracomment>18-fifty-moves.json, level 6: the hint</extracomment>
        <translation>Antes de contar jugadas, mira el tablero: ¿está en jaque el rey negro, y puede salir de él?</translation>
    </message>
    <message>
        <source>Could a king ever give check to the other king, with nothing else on the board?</source>
        <extracomment>19-dead-position.json, level 1: the hint</extracomment>
        <translation>¿Podría un rey dar jaque alguna vez al otro rey, sin nada más en el tablero?</translation>
    </message>
    <message>
        <source>Try to imagine any mate with a lone bishop, even with Black helping. Is there one?</source>
        <extracomment>19-dead-position.json, level 2: the hint</extracomment>
        <translation>Intenta imaginar algún mate con un alfil solo, aunque las negras ayuden. ¿Existe alguno?</translation>
    </message>
    <message>
        <source>A lone knight cannot check and cover the king&apos;s escape squares at once, even if the lone king walks into a corner.</source>
        <extracomment>19-dead-position.json, level 3: the hint</extracomment>
        <translation>Un caballo solo no puede dar jaque y cubrir a la vez las casillas de escape del rey, aunque el rey solo se meta en una esquina.</translation>
    </message>
    <message>
        <source>King and rook against a lone king: is a mate possible?</source>
        <extracomment>19-dead-position.json, level 4: the hint</extracomment>
        <translation>Rey y torre contra rey solo: ¿es posible el mate?</translation>
    </message>
    <message>
        <source>Two knights cannot force mate; the question is whether a mate is possible at all, and the rule texts answer it differently: see the note above the board.</source>
        <extracomment>19-dead-position.json, level 5: the hint</extracomment>
        <translation>Dos caballos no pueden forzar el mate; la pregunta es si el mate es posible siquiera, y los textos de reglas responden distinto: mira la nota sobre el tablero.</translation>
    </message>
    <message>
        <source>With bishops on squares of different colours, a bishop could block its own king&apos;s escape square if its side played badly. Would that allow a mate?</source>
        <extracomment>19-dead-position.json, level 6: the hint</extracomment>
        <translation>Con alfiles en casillas de distinto color, un alfil podría tapar una casilla de escape de su propio rey si su bando jugara mal. ¿Permitiría eso un mate?</translation>
    </message>
    <message>
        <source>Bishops that stay on light squares can never attack a dark square. Could a king standing on a dark square ever be checked?</source>
        <extracomment>19-dead-position.json, level 7: the hint</extracomment>
        <translation>Los alfiles de casillas claras nunca atacan una casilla oscura. ¿Podría recibir jaque alguna vez un rey situado en una casilla oscura?</translation>
    </message>
    <message>
        <source>A pawn can still move, and what does it become on the last rank?</source>
        <extracomment>19-dead-position.json, level 8: the hint</extracomment>
        <translation>El peón todavía puede avanzar, ¿y en qué se convierte en la última fila?</translation>
    </message>
    <message>
        <source>When a flag falls, ask whether the opponent could still checkmate by any series of legal moves. What has Black got?</source>
        <extracomment>20-flag-fall.json, level 1: the hint</extracomment>
        <translation>Cuando cae la bandera, pregúntate si el rival aún podría dar mate con alguna serie de jugadas legales. ¿Qué tienen las negras?</translation>
    </message>
    <message>
        <source>Black has a queen. Could Black mate if White defended as badly as possible?</source>
        <extracomment>20-flag-fall.json, level 2: the hint</extracomment>
        <translation>Las negras tienen una dama. ¿Podrían dar mate si las blancas se defendieran lo peor posible?</translation>
    </message>
    <message>
        <source>Look at Black&apos;s material: could king and knight mate White by any series of legal moves, however badly White played?</source>
        <extracomment>20-flag-fall.json, level 3: the hint</extracomment>
        <translation>Mira el material de las negras: ¿podrían rey y caballo dar mate a las blancas con alguna serie de jugadas legales, por mal que jugaran las blancas?</translation>
    </message>
    <message>
        <source>A lone knight can mate when the defender&apos;s own pawn takes away his king&apos;s last square. Could that happen here?</source>
        <extracomment>20-flag-fall.json, level 4: the hint</extracomment>
        <translation>Un caballo solo puede dar mate cuando el propio peón del defensor le quita a su rey la última casilla. ¿Podría pasar aquí?</translation>
    </message>
    <message>
        <source>White has only a knight, but Black&apos;s own pawn takes a square from his king. Is there a knight&apos;s check that nothing could answer?</source>
        <extracomment>20-flag-fall.json, level 5: the hint</extracomment>
        <translation>Las blancas solo tienen un caballo, pero el propio peón negro le quita una casilla a su rey. ¿Hay algún jaque de caballo sin respuesta?</translation>
    </message>
    <message>
        <source>White has only a bishop, but Black has a pawn: a black piece could block its own king&apos;s escape square.</source>
        <extracomment>20-flag-fall.json, level 6: the hint</extracomment>
        <translation>Las blancas solo tienen un alfil, pero las negras tienen un peón: una pieza negra podría tapar una casilla de escape de su propio rey.</translation>
    </message>
    <message>
        <source>A draw is offered during one&apos;s own turn. Whose turn is it?</source>
        <extracomment>21-draw-offers.json, level 1: the hint</extracomment>
        <translation>Las tablas se ofrecen durante el propio turno. ¿A quién le toca?</translation>
    </message>
    <message>
        <source>An offer stays open until the opponent accepts it, declines it or makes a move. Has Black done any of these yet?</source>
        <extracomment>21-draw-offers.json, level 2: the hint</extracomment>
        <translation>Una oferta sigue abierta hasta que el rival la acepta, la rechaza o hace una jugada. ¿Han hecho ya las negras alguna de estas cosas?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer by moving. Under the rule this level follows, who may make the next offer?</source>
        <extracomment>21-draw-offers.json, level 3: the hint</extracomment>
        <translation>Las negras rechazaron la oferta de las blancas al jugar. Según la regla que sigue este nivel, ¿quién puede hacer la siguiente oferta?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer. Does the rule on declined offers keep Black from offering?</source>
        <extracomment>21-draw-offers.json, level 4: the hint</extracomment>
        <translation>Las negras rechazaron la oferta de las blancas. ¿Les impide la regla de las ofertas rechazadas ofrecer tablas a las negras?</translation>
    </message>
    <message>
        <source>This time Black declined in words. Does the way of declining change who may offer next?</source>
        <extracomment>21-draw-offers.json, level 5: the hint</extracomment>
        <translation>Esta vez las negras rechazaron de palabra. ¿Cambia la forma de rechazar quién puede ofrecer después?</translation>
    </message>
    <message>
        <source>Black&apos;s offer came with e5. What happened to it when White made a move instead of answering?</source>
        <extracomment>21-draw-offers.json, level 6: the hint</extracomment>
        <translation>Las negras ofrecieron tablas con e5. ¿Qué pasó con la oferta cuando las blancas jugaron en lugar de responder?</translation>
    </message>
    <message>
        <source>An accepted offer ends the game at once.</source>
        <extracomment>21-draw-offers.json, level 7: the hint</extracomment>
        <translation>Una oferta aceptada termina la partida en el acto.</translation>
    </message>
    <message>
        <source>Does resigning depend on whose turn it is, or only on whether the game is still going on?</source>
        <extracomment>22-resignation.json, level 1: the hint</extracomment>
        <translation>¿Depende abandonar de a quién le toque, o solo de que la partida siga en juego?</translation>
    </message>
    <message>
        <source>It is not Black&apos;s turn. Is resigning a move, which must wait for one&apos;s turn?</source>
        <extracomment>22-resignation.json, level 2: the hint</extracomment>
        <translation>No les toca a las negras. ¿Es abandonar una jugada que deba esperar al propio turno?</translation>
    </message>
    <message>
        <source>A player who resigns loses the game. Who resigned?</source>
        <extracomment>22-resignation.json, level 3: the hint</extracomment>
        <translation>Quien abandona pierde la partida. ¿Quién abandonó?</translation>
    </message>
    <message>
        <source>A resignation gives the game to the opponent. Who resigned here?</source>
        <extracomment>22-resignation.json, level 4: the hint</extracomment>
        <translation>Abandonar le da la partida al rival. ¿Quién abandonó aquí?</translation>
    </message>
    <message>
        <source>Look at the position first: has the game already ended?</source>
        <extracomment>22-resignation.json, level 5: the hint</extracomment>
        <translation>Mira primero la posición: ¿ha terminado ya la partida?</translation>
    </message>
    <message>
        <source>The draw offer was accepted. Is there still a game to resign?</source>
        <extracomment>22-resignation.json, level 6: the hint</extracomment>
        <translation>La oferta de tablas fue aceptada. ¿Queda todavía una partida que abandonar?</translation>
    </message>
    <message>
        <source>The knight you touched must move. Which of its moves attacks the black king?</source>
        <extracomment>23-touch-move.json, level 1: the hint</extracomment>
        <translation>Debes mover el caballo que tocaste. ¿Cuál de sus jugadas ataca al rey negro?</translation>
    </message>
    <message>
        <source>Touching the rook first binds you to a rook move. Along which line can the rook reach the black king?</source>
        <extracomment>23-touch-move.json, level 2: the hint</extracomment>
        <translation>Al tocar primero la torre, estás obligado a moverla. ¿Por qué línea puede llegar la torre al rey negro?</translation>
    </message>
    <message>
        <source>The touched knight has no legal move, so the duty falls away: any piece may give the check.</source>
        <extracomment>23-touch-move.json, level 3: the hint</extracomment>
        <translation>El caballo tocado no tiene jugadas legales, así que la obligación desaparece: cualquier pieza puede dar el jaque.</translation>
    </message>
    <message>
        <source>A touched enemy piece must be captured if any of your pieces can. Which of yours attack f6?</source>
        <extracomment>23-touch-move.json, level 4: the hint</extracomment>
        <translation>Una pieza rival tocada debe capturarse si alguna de tus piezas puede. ¿Cuáles de las tuyas atacan f6?</translation>
    </message>
    <message>
        <source>After &quot;j&apos;adoube&quot; nothing binds you. The black king is walled in by his own pawns: a check along his first rank cannot be escaped.</source>
        <extracomment>23-touch-move.json, level 5: the hint</extracomment>
        <translation>Tras decir «compongo» nada te obliga. El rey negro está encerrado por sus propios peones: de un jaque por su primera fila no puede escapar.</translation>
    </message>
    <message>
        <source>Touching the rook first would bind you to a rook move. Start with the king: two squares towards h1.</source>
        <extracomment>23-touch-move.json, level 6: the hint</extracomment>
        <translation>Tocar primero la torre te obligaría a mover la torre. Empieza por el rey: dos casillas hacia h1.</translation>
    </message>
    <message>
        <source>Look at what stands behind the rook on the e-file.</source>
        <extracomment>24-illegal-moves.json, level 1: the hint</extracomment>
        <translation>Mira qué hay detrás de la torre en la columna e.</translation>
    </message>
    <message>
        <source>Which black piece aims at the square the king would go to?</source>
        <extracomment>24-illegal-moves.json, level 2: the hint</extracomment>
        <translation>¿Qué pieza negra apunta a la casilla a la que iría el rey?</translation>
    </message>
    <message>
        <source>Where would the white king stand after the move, and how far from the black king?</source>
        <extracomment>24-illegal-moves.json, level 3: the hint</extracomment>
        <translation>¿Dónde quedaría el rey blanco tras la jugada, y a qué distancia del rey negro?</translation>
    </message>
    <message>
        <source>Is the white king in check? Then every move must end that check.</source>
        <extracomment>24-illegal-moves.json, level 4: the hint</extracomment>
        <translation>¿Está en jaque el rey blanco? Entonces toda jugada debe acabar con ese jaque.</translation>
    </message>
    <message>
        <source>How does a bishop move? Is c4 on one of its lines?</source>
        <extracomment>24-illegal-moves.json, level 5: the hint</extracomment>
        <translation>¿Cómo se mueve el alfil? ¿Está c4 en una de sus líneas?</translation>
    </message>
    <message>
        <source>Which pieces may a pawn become on the last rank?</source>
        <extracomment>24-illegal-moves.json, level 6: the hint</extracomment>
        <translation>¿En qué piezas puede convertirse un peón en la última fila?</translation>
    </message>
    <message>
        <source>A second illegal move loses, if the opponent could still mate. Could Black mate with what is on the board?</source>
        <extracomment>24-illegal-moves.json, level 7: the hint</extracomment>
        <translation>Una segunda jugada ilegal pierde si el rival aún podría dar mate. ¿Podrían las negras dar mate con lo que hay en el tablero?</translation>
    </message>
    <message>
        <source>Black has only the king. Could Black mate at all?</source>
        <extracomment>24-illegal-moves.json, level 8: the hint</extracomment>
        <translation>Las negras solo tienen el rey. ¿Podrían dar mate de algún modo?</translation>
    </message>
    <message>
        <source>Write the piece&apos;s letter, then the square it goes to; the square it leaves is not written.</source>
        <extracomment>25-short-notation.json, level 1: the hint</extracomment>
        <translation>Escribe la letra de la pieza y luego la casilla a la que va; la casilla de la que sale no se escribe.</translation>
    </message>
    <message>
        <source>A pawn has no letter: write only the square it goes to.</source>
        <extracomment>25-short-notation.json, level 2: the hint</extracomment>
        <translation>El peón no tiene letra: escribe solo la casilla a la que va.</translation>
    </message>
    <message>
        <source>A capture puts its sign between the piece&apos;s letter and the square.</source>
        <extracomment>25-short-notation.json, level 3: the hint</extracomment>
        <translation>La captura pone su signo entre la letra de la pieza y la casilla.</translation>
    </message>
    <message>
        <source>Castling is written with a sign of its own, not with squares; castling on the king&apos;s side has the shorter sign.</source>
        <extracomment>25-short-notation.json, level 4: the hint</extracomment>
        <translation>El enroque se escribe con un signo propio, no con casillas; el enroque corto tiene el signo más corto.</translation>
    </message>
    <message>
        <source>The move captures, and it also attacks the king: both signs are written.</source>
        <extracomment>25-short-notation.json, level 5: the hint</extracomment>
        <translation>La jugada captura y además ataca al rey: se escriben los dos signos.</translation>
    </message>
    <message>
        <source>A promotion is written as the pawn&apos;s move, then = and the letter of the new piece.</source>
        <extracomment>25-short-notation.json, level 6: the hint</extracomment>
        <translation>La coronación se escribe como la jugada del peón seguida de = y la letra de la pieza nueva.</translation>
    </message>
    <message>
        <source>Long notation writes the square the piece leaves, a dash, then the square it reaches.</source>
        <extracomment>26-long-notation.json, level 1: the hint</extracomment>
        <translation>La notación completa escribe la casilla que deja la pieza, un guion y la casilla a la que llega.</translation>
    </message>
    <message>
        <source>A pawn still has no letter, but both of its squares are written.</source>
        <extracomment>26-long-notation.json, level 2: the hint</extracomment>
        <translation>El peón sigue sin letra, pero se escriben sus dos casillas.</translation>
    </message>
    <message>
        <source>In a capture, the capture sign takes the place of the dash.</source>
        <extracomment>26-long-notation.json, level 3: the hint</extracomment>
        <translation>En una captura, el signo de captura ocupa el lugar del guion.</translation>
    </message>
    <message>
        <source>Castling is written the same in long notation as in short.</source>
        <extracomment>26-long-notation.json, level 4: the hint</extracomment>
        <translation>El enroque se escribe igual en notación completa que en abreviada.</translation>
    </message>
    <message>
        <source>Write both squares of the pawn&apos;s move, then the new piece as in short notation.</source>
        <extracomment>26-long-notation.json, level 5: the hint</extracomment>
        <translation>Escribe las dos casillas de la jugada del peón y luego la pieza nueva, como en la notación abreviada.</translation>
    </message>
    <message>
        <source>The letter names the piece, and the square is where it goes. Which of your pieces of that kind can get there?</source>
        <extracomment>27-reading-notation.json, level 1: the hint</extracomment>
        <translation>La letra nombra la pieza, y la casilla es adonde va. ¿Cuál de tus piezas de esa clase puede llegar allí?</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from.</source>
        <extracomment>27-reading-notation.json, level 2: the hint</extracomment>
        <translation>Una captura de peón empieza por la columna de la que sale el peón.</translation>
    </message>
    <message>
        <source>Count the zeros or O&apos;s: that tells you on which side to castle. Then move the king two squares.</source>
        <extracomment>27-reading-notation.json, level 3: the hint</extracomment>
        <translation>Cuenta las O: te dicen hacia qué lado enrocar. Luego mueve el rey dos casillas.</translation>
    </message>
    <message>
        <source>The letter at the end names the piece the pawn becomes; Ferz offers the pieces when the pawn reaches the last rank.</source>
        <extracomment>27-reading-notation.json, level 4: the hint</extracomment>
        <translation>La letra del final nombra la pieza en que se convierte el peón; el programa ofrece las piezas cuando el peón llega a la última fila.</translation>
    </message>
    <message>
        <source>Both rooks can reach the square: the small letter after the rook&apos;s letter names the file the moving rook comes from.</source>
        <extracomment>27-reading-notation.json, level 5: the hint</extracomment>
        <translation>Las dos torres pueden llegar a la casilla: la letra minúscula tras la de la torre indica la columna de la que sale la que se mueve.</translation>
    </message>
    <message>
        <source>In long notation the first square is where the piece stands, the second where it goes.</source>
        <extracomment>27-reading-notation.json, level 6: the hint</extracomment>
        <translation>En notación completa la primera casilla es donde está la pieza y la segunda adonde va.</translation>
    </message>
    <message>
        <source>In Russian books the knight is К, and long notation joins the two squares with a dash —.</source>
        <extracomment>28-russian-notation.json, level 1: the hint</extracomment>
        <translation>En los libros rusos el caballo es К, y la notación completa une las dos casillas con una raya —.</translation>
    </message>
    <message>
        <source>The bishop is С, and Russian books mark a capture with a colon : where others write x.</source>
        <extracomment>28-russian-notation.json, level 2: the hint</extracomment>
        <translation>El alfil es С, y los libros rusos marcan la captura con dos puntos : donde otros escriben x.</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from, then the colon.</source>
        <extracomment>28-russian-notation.json, level 3: the hint</extracomment>
        <translation>Una captura de peón empieza por la columna de la que sale el peón y luego los dos puntos.</translation>
    </message>
    <message>
        <source>Russian books write castling with zeros joined by a dash.</source>
        <extracomment>28-russian-notation.json, level 4: the hint</extracomment>
        <translation>Los libros rusos escriben el enroque con ceros unidos por una raya.</translation>
    </message>
    <message>
        <source>The queen is Ф, and Russian books mark a mate with ×.</source>
        <extracomment>28-russian-notation.json, level 6: the hint</extracomment>
        <translation>La dama es Ф, y los libros rusos marcan el mate con ×.</translation>
    </message>
    <message>
        <source>Л is the rook; the dash joins its two squares, and + says the move gives check.</source>
        <extracomment>28-russian-notation.json, level 7: the hint</extracomment>
        <translation>Л es la torre; la raya une sus dos casillas, y + dice que la jugada da jaque.</translation>
    </message>
    <message>
        <source>Mate with the queen</source>
        <extracomment>29-mate-queen.json: the stage&apos;s title</extracomment>
        <translation>Mate con la dama</translation>
    </message>
    <message>
        <source>King and queen mate a lone king in at most ten moves. Keep the enemy king in a box with your queen a knight&apos;s move away from it, so that the box shrinks at every move; once the king stands on the edge, bring your own king up and mate. Mind the stalemate: leave the king a square to go to until the mate. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>29-mate-queen.json: the stage&apos;s introduction</extracomment>
        <translation>Rey y dama dan mate al rey solo en diez jugadas como máximo. Mantén al rey enemigo encerrado en un rectángulo con tu dama a un salto de caballo de él, de modo que el rectángulo se reduzca en cada jugada; cuando el rey esté en el borde, acerca tu propio rey y da mate. Cuidado con el ahogado: hasta el mate, deja al rey una casilla adonde ir. Aquí el rey negro se defiende lo mejor posible, como lo muestran las tablas de finales.</translation>
    </message>
    <message>
        <source>Checkmate the black king.</source>
        <extracomment>29-mate-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Da jaque mate al rey negro.</translation>
    </message>
    <message>
        <source>The longest mate with the queen: the black king in the middle, your king in the corner.</source>
        <extracomment>29-mate-queen.json, level 3: what the level asks</extracomment>
        <translation>El mate más largo con la dama: el rey negro en el centro y tu rey en la esquina.</translation>
    </message>
    <message>
        <source>Mate with the rook</source>
        <extracomment>30-mate-rook.json: the stage&apos;s title</extracomment>
        <translation>Mate con la torre</translation>
    </message>
    <message>
        <source>King and rook mate a lone king in at most sixteen moves. The rook cuts the king off along a rank or a file and keeps it in a box; your king comes up to support the rook, and every rook move that shortens the box drives the enemy king back, until it stands on the edge and the rook mates along it. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>30-mate-rook.json: the stage&apos;s introduction</extracomment>
        <translation>Rey y torre dan mate al rey solo en dieciséis jugadas como máximo. La torre corta al rey por una fila o una columna y lo mantiene en un rectángulo; tu rey se acerca para apoyar a la torre, y cada jugada de torre que acorta el rectángulo hace retroceder al rey enemigo, hasta que queda en el borde y la torre le da mate a lo largo de él. Aquí el rey negro se defiende lo mejor posible, como lo muestran las tablas de finales.</translation>
    </message>
    <message>
        <source>The longest mate with the rook: sixteen moves with best play.</source>
        <extracomment>30-mate-rook.json, level 3: what the level asks</extracomment>
        <translation>El mate más largo con la torre: dieciséis jugadas con el mejor juego.</translation>
    </message>
    <message>
        <source>Mate with two bishops</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s title</extracomment>
        <translation>Mate con dos alfiles</translation>
    </message>
    <message>
        <source>Two bishops side by side make a wall the lone king cannot cross. With your king&apos;s help, push the enemy king to the edge and then into a corner, where the bishops mate it: at most nineteen moves. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s introduction</extracomment>
        <translation>Dos alfiles uno junto al otro forman un muro que el rey solo no puede cruzar. Con la ayuda de tu rey, empuja al rey enemigo hacia el borde y luego a una esquina, donde los alfiles le dan mate: diecinueve jugadas como máximo. Aquí el rey negro se defiende lo mejor posible, como lo muestran las tablas de finales.</translation>
    </message>
    <message>
        <source>Mate with bishop and knight</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s title</extracomment>
        <translation>Mate con alfil y caballo</translation>
    </message>
    <message>
        <source>The hardest of the basic mates: bishop and knight can mate a lone king only in a corner of the bishop&apos;s colour, and with best defence it takes up to thirty-three moves, so the fifty-move rule leaves little to spare. Drive the king to the edge, then along it to the right corner, the knight cutting off its way back. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s introduction</extracomment>
        <translation>El más difícil de los mates básicos: alfil y caballo solo pueden dar mate al rey solo en una esquina del color del alfil, y con la mejor defensa hacen falta hasta treinta y tres jugadas, así que la regla de los 50 movimientos deja poco margen. Lleva al rey al borde y luego, a lo largo de él, a la esquina correcta, con el caballo cortándole el camino de vuelta. Aquí el rey negro se defiende lo mejor posible, como lo muestran las tablas de finales.</translation>
    </message>
    <message>
        <source>Checkmate the black king before the fifty-move rule lets Black claim a draw.</source>
        <extracomment>32-mate-bishop-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Da jaque mate al rey negro antes de que la regla de los 50 movimientos permita a las negras reclamar tablas.</translation>
    </message>
    <message>
        <source>The black king is already near a8, a corner of your bishop&apos;s colour.</source>
        <extracomment>32-mate-bishop-knight.json, level 1: what the level asks</extracomment>
        <translation>El rey negro ya está cerca de a8, una esquina del color de tu alfil.</translation>
    </message>
    <message>
        <source>The black king sits in h8, a corner your bishop cannot reach: drive it along the edge to a8 or h1.</source>
        <extracomment>32-mate-bishop-knight.json, level 2: what the level asks</extracomment>
        <translation>El rey negro está en h8, una esquina que tu alfil no alcanza: llévalo a lo largo del borde hasta a8 o h1.</translation>
    </message>
    <message>
        <source>The whole mate, from the middle of the board.</source>
        <extracomment>32-mate-bishop-knight.json, level 3: what the level asks</extracomment>
        <translation>El mate completo, desde el centro del tablero.</translation>
    </message>
    <message>
        <source>King and pawn against king</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s title</extracomment>
        <translation>Rey y peón contra rey</translation>
    </message>
    <message>
        <source>With a king and one pawn against a lone king, the kings decide. The key squares: when the king of the pawn&apos;s side stands on one (for a pawn on the fourth rank, the three squares two ranks in front of it), the pawn promotes whatever the other side does. The opposition: kings facing each other with one square between; the side that has to move must give way. The rule of the square: a lone king catches a pawn running on its own if it can step into the square drawn from the pawn to its promotion rank. The other side here plays as well as it can, as the endgame tables show it.</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>Con rey y un peón contra el rey solo, deciden los reyes. Las casillas clave: cuando el rey del bando del peón ocupa una de ellas (para un peón en la cuarta fila, las tres casillas dos filas delante de él), el peón corona haga lo que haga el rival. La oposición: los reyes frente a frente con una casilla entre ellos; el bando al que le toca mover tiene que ceder. La regla del cuadrado: el rey solo alcanza a un peón que corre sin apoyo si puede entrar en el cuadrado trazado desde el peón hasta su fila de coronación. Aquí el rival juega lo mejor posible, como lo muestran las tablas de finales.</translation>
    </message>
    <message>
        <source>Promote the pawn, and keep the win.</source>
        <extracomment>33-king-and-pawn.json: what the stage&apos;s levels ask</extracomment>
        <translation>Corona el peón sin perder la victoria.</translation>
    </message>
    <message>
        <source>Key squares: the key squares of the pawn on e4 are d6, e6 and f6. Reach one with your king and the pawn cannot be stopped.</source>
        <extracomment>33-king-and-pawn.json, level 1: what the level asks</extracomment>
        <translation>Casillas clave: las del peón de e4 son d6, e6 y f6. Llega a una de ellas con tu rey y el peón ya no se puede detener.</translation>
    </message>
    <message>
        <source>The opposition: only one move wins here. Take the opposition, then go forward with your king before the pawn.</source>
        <extracomment>33-king-and-pawn.json, level 2: what the level asks</extracomment>
        <translation>La oposición: aquí solo gana una jugada. Toma la oposición y luego avanza con tu rey por delante del peón.</translation>
    </message>
    <message>
        <source>You defend with Black. Take the opposition and keep it: stay in front of the pawn, and when the white king comes forward, face it.</source>
        <extracomment>33-king-and-pawn.json, level 3: what the level asks</extracomment>
        <translation>Defiendes con las negras. Toma la oposición y mantenla: quédate delante del peón y, cuando el rey blanco avance, ponte frente a él.</translation>
    </message>
    <message>
        <source>The rule of the square: you defend with Black. Step into the square of the pawn on g4 (from g4 to g8 and across to c8) and catch it.</source>
        <extracomment>33-king-and-pawn.json, level 4: what the level asks</extracomment>
        <translation>La regla del cuadrado: defiendes con las negras. Entra en el cuadrado del peón de g4 (de g4 a g8 y de ahí hasta c8) y alcánzalo.</translation>
    </message>
    <message>
        <source>The rule of the square, from the other side: the black king is outside the square of your pawn. Let the pawn run.</source>
        <extracomment>33-king-and-pawn.json, level 5: what the level asks</extracomment>
        <translation>La regla del cuadrado, desde el otro lado: el rey negro está fuera del cuadrado de tu peón. Deja correr al peón.</translation>
    </message>
    <message>
        <source>Castling in Chess960</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s title</extracomment>
        <translation>El enroque en el ajedrez 960</translation>
    </message>
    <message>
        <source>In Chess960 the king and the rooks start on other squares, but castling ends as in standard chess: kingside the king stands on g1 and the rook on f1, queenside the king on c1 and the rook on d1. Castle by moving the king onto its rook. The squares the king and the rook go over or land on must be empty but for the two of them, and the king may not be in check, cross an attacked square or land on one.</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s introduction</extracomment>
        <translation>En el ajedrez 960 el rey y las torres empiezan en otras casillas, pero el enroque termina como en el ajedrez estándar: en el enroque corto el rey queda en g1 y la torre en f1; en el largo, el rey en c1 y la torre en d1. Para enrocar, lleva el rey sobre su torre. Las casillas que cruzan el rey y la torre, y aquellas en las que quedan, deben estar vacías salvo por ellos dos, y el rey no puede estar en jaque, ni cruzar una casilla atacada, ni quedar en una.</translation>
    </message>
    <message>
        <source>Castle kingside: move the king onto its rook on g1. The king ends on g1 and the rook on f1.</source>
        <extracomment>34-chess960-castling.json, level 1: what the level asks</extracomment>
        <translation>Enroca en corto: lleva el rey sobre su torre de g1. El rey termina en g1 y la torre en f1.</translation>
    </message>
    <message>
        <source>Castle queenside: move the king onto its rook on a1. The king ends on c1 and the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 2: what the level asks</extracomment>
        <translation>Enroca en largo: lleva el rey sobre su torre de a1. El rey termina en c1 y la torre en d1.</translation>
    </message>
    <message>
        <source>The king already stands on g1: castling kingside moves only the rook, from h1 to f1. Move the king onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: what the level asks</extracomment>
        <translation>El rey ya está en g1: el enroque corto solo mueve la torre, de h1 a f1. Lleva el rey sobre esa torre.</translation>
    </message>
    <message>
        <source>A black bishop stands on a5, and the king on b1 goes onto its rook on g1 to castle kingside.</source>
        <extracomment>34-chess960-castling.json, level 4: what the level asks</extracomment>
        <translation>Un alfil negro está en a5, y el rey de b1 va sobre su torre de g1 para enrocar en corto.</translation>
    </message>
    <message>
        <source>The king on b1 goes onto its rook on a1 to castle queenside, which puts the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 5: what the level asks</extracomment>
        <translation>El rey de b1 va sobre su torre de a1 para enrocar en largo, enroque que deja la torre en d1.</translation>
    </message>
    <message>
        <source>The white rook on b1 stands between the black rook on a1 and c1, where castling queenside puts the king.</source>
        <extracomment>34-chess960-castling.json, level 6: what the level asks</extracomment>
        <translation>La torre blanca de b1 está entre la torre negra de a1 y c1, la casilla donde el enroque largo deja al rey.</translation>
    </message>
    <message>
        <source>The black rook on d8 attacks d1, where castling queenside puts the white rook; the king goes only to c1.</source>
        <extracomment>34-chess960-castling.json, level 7: what the level asks</extracomment>
        <translation>La torre negra de d8 ataca d1, la casilla donde el enroque largo deja la torre blanca; el rey solo va a c1.</translation>
    </message>
    <message>
        <source>In Chess960 the king castles by going onto its own rook: pick up the king and put it down on the rook it castles with.</source>
        <extracomment>34-chess960-castling.json, level 1: the hint</extracomment>
        <translation>En el ajedrez 960 el rey enroca poniéndose sobre su propia torre: levanta el rey y suéltalo sobre la torre con la que enroca.</translation>
    </message>
    <message>
        <source>Queenside is the side of the a-file. Which rook stands there? The squares the king and the rook end on, c1 and d1, must be empty but for the two of them.</source>
        <extracomment>34-chess960-castling.json, level 2: the hint</extracomment>
        <translation>El enroque largo es hacia la columna a. ¿Qué torre está allí? Las casillas donde terminan el rey y la torre, c1 y d1, deben estar vacías, salvo por ellos dos.</translation>
    </message>
    <message>
        <source>A king that already stands on its castling square stays there: only the rook goes. The move is still the king&apos;s, onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: the hint</extracomment>
        <translation>Un rey que ya está en su casilla de enroque se queda en ella: solo va la torre. Aun así la jugada es del rey, sobre esa torre.</translation>
    </message>
    <message>
        <source>Follow the bishop&apos;s diagonal from a5 down to the first rank. The king may not pass over an attacked square on its way to g1.</source>
        <extracomment>34-chess960-castling.json, level 4: the hint</extracomment>
        <translation>Sigue la diagonal del alfil desde a5 hasta la primera fila. El rey no puede pasar por una casilla atacada camino de g1.</translation>
    </message>
    <message>
        <source>Castling queenside puts the king on c1 and the rook on d1. Are both squares empty but for the king and the rook?</source>
        <extracomment>34-chess960-castling.json, level 5: the hint</extracomment>
        <translation>El enroque largo pone el rey en c1 y la torre en d1. ¿Están ambas casillas vacías, salvo por el rey y la torre?</translation>
    </message>
    <message>
        <source>Where does the king end when it castles queenside? Look along the first rank from the black rook once the white rook has left b1.</source>
        <extracomment>34-chess960-castling.json, level 6: the hint</extracomment>
        <translation>¿Dónde termina el rey al enrocar largo? Mira a lo largo de la primera fila desde la torre negra cuando la torre blanca haya dejado b1.</translation>
    </message>
    <message>
        <source>The rule keeps the king safe, not the rook: only the squares the king stands on, goes over and ends on must be free of attack.</source>
        <extracomment>34-chess960-castling.json, level 7: the hint</extracomment>
        <translation>La regla protege al rey, no a la torre: solo las casillas donde está el rey, por las que pasa y donde termina deben estar libres de ataque.</translation>
    </message>
</context>
<context>
    <name>DiagramWords</name>
    <message>
        <source>Position %1</source>
        <translation>Posición %1</translation>
    </message>
    <message numerus="yes">
        <source>%n green square(s): %1.</source>
        <translation>
            <numerusform>%n casilla verde: %1.</numerusform>
            <numerusform>%n casillas verdes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green arrow(s): %1.</source>
        <translation>
            <numerusform>%n flecha verde: %1.</numerusform>
            <numerusform>%n flechas verdes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red square(s): %1.</source>
        <translation>
            <numerusform>%n casilla roja: %1.</numerusform>
            <numerusform>%n casillas rojas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red arrow(s): %1.</source>
        <translation>
            <numerusform>%n flecha roja: %1.</numerusform>
            <numerusform>%n flechas rojas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow square(s): %1.</source>
        <translation>
            <numerusform>%n casilla amarilla: %1.</numerusform>
            <numerusform>%n casillas amarillas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow arrow(s): %1.</source>
        <translation>
            <numerusform>%n flecha amarilla: %1.</numerusform>
            <numerusform>%n flechas amarillas: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue square(s): %1.</source>
        <translation>
            <numerusform>%n casilla azul: %1.</numerusform>
            <numerusform>%n casillas azules: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue arrow(s): %1.</source>
        <translation>
            <numerusform>%n flecha azul: %1.</numerusform>
            <numerusform>%n flechas azules: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side.</source>
        <translation>Vista desde el lado de las negras.</translation>
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
        <translation>Campo 1 de FEN (colocación de las piezas)</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move)</source>
        <translation>Campo 2 de FEN (bando que mueve)</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights)</source>
        <translation>Campo 3 de FEN (derechos de enroque)</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square)</source>
        <translation>Campo 4 de FEN (casilla de captura al paso)</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock)</source>
        <translation>Campo 5 de FEN (contador de medias jugadas)</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number)</source>
        <translation>Campo 6 de FEN (número de jugada)</translation>
    </message>
    <message>
        <source>expected 6 fields separated by spaces, found %1</source>
        <translation>se esperaban 6 campos separados por espacios y hay %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece letter (use PNBRQK for White, pnbrqk for Black, 1-8 for empty squares)</source>
        <translation>«%1» no es una letra de pieza (PNBRQK para las blancas, pnbrqk para las negras, 1-8 para casillas vacías)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not describe exactly 8 squares</source>
        <translation>«%1» no describe exactamente 8 casillas</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have exactly 8 ranks separated by &quot;/&quot;</source>
        <translation>«%1» no tiene exactamente 8 filas separadas por «/»</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>las blancas no tienen rey</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>las negras no tienen rey</translation>
    </message>
    <message>
        <source>White has more than one king</source>
        <translation>las blancas tienen más de un rey</translation>
    </message>
    <message>
        <source>Black has more than one king</source>
        <translation>las negras tienen más de un rey</translation>
    </message>
    <message>
        <source>a pawn stands on %1, but pawns never stand on the first or last rank</source>
        <translation>hay un peón en %1, pero los peones nunca están en la primera ni en la última fila</translation>
    </message>
    <message>
        <source>the side not on move is in check, which no legal move can leave behind</source>
        <translation>el bando que no tiene el turno está en jaque, y ninguna jugada legal puede dejarlo así</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;w&quot; or &quot;b&quot;</source>
        <translation>«%1» debería ser «w» o «b»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or letters from KQkq in that order, each at most once</source>
        <translation>«%1» debería ser «-» o letras de KQkq en ese orden, cada una como mucho una vez</translation>
    </message>
    <message>
        <source>the right &quot;%1&quot; needs the king and that rook on their starting squares</source>
        <translation>el derecho «%1» exige que el rey y esa torre estén en sus casillas iniciales</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or a square such as e3</source>
        <translation>«%1» debería ser «-» o una casilla como e3</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square: no pawn of the side that just moved can have made a double step across it</source>
        <translation>%1 no puede ser casilla de captura al paso: ningún peón del bando que acaba de mover puede haberla cruzado con un avance doble</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain number</source>
        <translation>«%1» no es un número simple</translation>
    </message>
    <message>
        <source>%1 is more than 150: the seventy-five-move rule ends the game there</source>
        <translation>%1 es más de 150: la regla de las setenta y cinco jugadas termina la partida ahí</translation>
    </message>
    <message>
        <source>%1 should be 0, because an en passant square means a pawn has just moved</source>
        <translation>%1 debería ser 0, porque una casilla de captura al paso significa que un peón acaba de mover</translation>
    </message>
    <message>
        <source>the move number starts at 1, not 0</source>
        <translation>el número de jugada empieza en 1, no en 0</translation>
    </message>
    <message>
        <source>the king is attacked by %1 pieces at once, which no move can give</source>
        <translation>el rey está atacado por %1 piezas a la vez, algo que ninguna jugada puede producir</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <translation>%1, fila %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has two digits in a row, but one digit counts all the empty squares of a run</source>
        <translation>«%1» tiene dos cifras seguidas, pero una sola cifra cuenta todas las casillas vacías seguidas</translation>
    </message>
    <message>
        <source>%1 is more than %2, the largest move number Ferz reads</source>
        <translation>%1 es mayor que %2, el número de jugada más alto que lee Ferz</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>White claims a draw by threefold repetition.</source>
        <translation>Las blancas reclaman tablas por triple repetición.</translation>
    </message>
    <message>
        <source>Black claims a draw by threefold repetition.</source>
        <translation>Las negras reclaman tablas por triple repetición.</translation>
    </message>
    <message>
        <source>White claims a draw by the fifty-move rule.</source>
        <translation>Las blancas reclaman tablas por la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Black claims a draw by the fifty-move rule.</source>
        <translation>Las negras reclaman tablas por la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>White&apos;s flag falls.</source>
        <translation>Cae la bandera de las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls.</source>
        <translation>Cae la bandera de las negras.</translation>
    </message>
    <message>
        <source>White declines the draw offer by moving.</source>
        <translation>Las blancas rechazan la oferta de tablas al jugar.</translation>
    </message>
    <message>
        <source>Black declines the draw offer by moving.</source>
        <translation>Las negras rechazan la oferta de tablas al jugar.</translation>
    </message>
    <message>
        <source>White offers a draw.</source>
        <translation>Las blancas ofrecen tablas.</translation>
    </message>
    <message>
        <source>Black offers a draw.</source>
        <translation>Las negras ofrecen tablas.</translation>
    </message>
    <message>
        <source>White accepts the draw offer.</source>
        <translation>Las blancas aceptan la oferta de tablas.</translation>
    </message>
    <message>
        <source>Black accepts the draw offer.</source>
        <translation>Las negras aceptan la oferta de tablas.</translation>
    </message>
    <message>
        <source>White declines the draw offer.</source>
        <translation>Las blancas rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>Black declines the draw offer.</source>
        <translation>Las negras rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>Las blancas abandonan.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Las negras abandonan.</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>Las blancas no pueden dar mate con ninguna serie de jugadas legales, así que la partida es tablas.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>Las negras no pueden dar mate con ninguna serie de jugadas legales, así que la partida es tablas.</translation>
    </message>
</context>
<context>
    <name>GameDatabase</name>
    <message>
        <source>its number of games, “%1”, is no count</source>
        <translation>su número de partidas, «%1», no es un número</translation>
    </message>
    <message>
        <source>row %1 of its %2 is missing</source>
        <translation>falta la fila %1 de su tabla %2</translation>
    </message>
    <message>
        <source>the file may only be read</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>its chunk %1 cannot be read</source>
        <translation>su bloque %1 no se puede leer</translation>
    </message>
    <message>
        <source>it has no game %1</source>
        <translation>no contiene la partida %1</translation>
    </message>
    <message>
        <source>a database holds at most %1 games</source>
        <translation>una base de partidas admite como mucho %1 partidas</translation>
    </message>
    <message>
        <source>its format is %1, this Ferz reads format %2</source>
        <translation>su formato es el %1; esta versión de Ferz lee el formato %2</translation>
    </message>
    <message>
        <source>its number of games is missing</source>
        <translation>falta su número de partidas</translation>
    </message>
    <message>
        <source>it claims %1 games, more than a database holds</source>
        <translation>dice tener %1 partidas, más de las que admite una base</translation>
    </message>
    <message>
        <source>its chunk %1 claims %2 games</source>
        <translation>su bloque %1 dice tener %2 partidas</translation>
    </message>
    <message>
        <source>its chunks hold more than its %1 games</source>
        <translation>sus bloques contienen más partidas que las %1 que declara</translation>
    </message>
    <message>
        <source>it claims %1 games, but its chunks hold %2</source>
        <translation>dice tener %1 partidas, pero sus bloques contienen %2</translation>
    </message>
    <message>
        <source>its opening lines are missing</source>
        <translation>faltan sus líneas de apertura</translation>
    </message>
    <message>
        <source>its opening lines cannot be read</source>
        <translation>sus líneas de apertura no se pueden leer</translation>
    </message>
    <message>
        <source>its names are numbered up to %1</source>
        <translation>sus nombres están numerados hasta el %1</translation>
    </message>
    <message>
        <source>its name number %1 is no number of a name</source>
        <translation>el número de nombre %1 no corresponde a ningún nombre</translation>
    </message>
    <message>
        <source>the headers of its chunk %1 cannot be read</source>
        <translation>los encabezados de su bloque %1 no se pueden leer</translation>
    </message>
    <message>
        <source>the header of game %1 names no name</source>
        <translation>el encabezado de la partida %1 remite a un nombre que no existe</translation>
    </message>
    <message>
        <source>game %1 cannot be read</source>
        <translation>la partida %1 no se puede leer</translation>
    </message>
    <message>
        <source>row %1 of its %2 cannot be read</source>
        <translation>la fila %1 de su tabla %2 no se puede leer</translation>
    </message>
    <message>
        <source>its format %1 could not be brought up to date: %2</source>
        <translation>no se pudo actualizar su formato %1: %2</translation>
    </message>
    <message>
        <source>its format is %1; Ferz brings it up to format %2 when the file may be written</source>
        <translation>su formato es el %1; Ferz la actualiza al formato %2 cuando el archivo se puede escribir</translation>
    </message>
    <message>
        <source>the moves of its chunk %1 cannot be read</source>
        <translation>las jugadas de su bloque %1 no se pueden leer</translation>
    </message>
    <message>
        <source>another Ferz has brought its format to %1 meanwhile</source>
        <translation>otra versión de Ferz la ha llevado mientras tanto al formato %1</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Final position after %1</source>
        <translation>Posición final tras %1</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Tras %1</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
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
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s)]</source>
        <translation>
            <numerusform>[… %Ln carácter más]</numerusform>
            <numerusform>[… %Ln caracteres más]</numerusform>
        </translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Ajedrez 960, posición inicial %1</translation>
    </message>
    <message>
        <source>Chess960 start position</source>
        <translation>Ajedrez 960, posición inicial</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Ajedrez 960</translation>
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
        <translation>no contiene ninguna partida</translation>
    </message>
    <message>
        <source>its main line holds a null move, and a game cannot go on from there</source>
        <translation>su línea principal contiene una jugada nula, y la partida no puede seguir desde ahí</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Black wins: White is checkmated.</source>
        <translation>Ganan las negras: las blancas reciben jaque mate.</translation>
    </message>
    <message>
        <source>White wins: Black is checkmated.</source>
        <translation>Ganan las blancas: las negras reciben jaque mate.</translation>
    </message>
    <message>
        <source>Draw: White is stalemated.</source>
        <translation>Tablas: las blancas están ahogadas.</translation>
    </message>
    <message>
        <source>Draw: Black is stalemated.</source>
        <translation>Tablas: las negras están ahogadas.</translation>
    </message>
    <message>
        <source>Draw: neither side can checkmate any more (dead position).</source>
        <translation>Tablas: ningún bando puede ya dar mate (posición muerta).</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board five times.</source>
        <translation>Tablas: la misma posición se ha dado cinco veces en el tablero.</translation>
    </message>
    <message>
        <source>Draw: seventy-five moves by each side without a capture or a pawn move.</source>
        <translation>Tablas: setenta y cinco jugadas de cada bando sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board three times.</source>
        <translation>Tablas: la misma posición se ha dado tres veces en el tablero.</translation>
    </message>
    <message>
        <source>Draw: White claimed threefold repetition.</source>
        <translation>Tablas: las blancas reclamaron la triple repetición.</translation>
    </message>
    <message>
        <source>Draw: Black claimed threefold repetition.</source>
        <translation>Tablas: las negras reclamaron la triple repetición.</translation>
    </message>
    <message>
        <source>Draw: fifty moves by each side without a capture or a pawn move.</source>
        <translation>Tablas: cincuenta jugadas de cada bando sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Draw: White claimed the fifty-move rule.</source>
        <translation>Tablas: las blancas reclamaron la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Draw: Black claimed the fifty-move rule.</source>
        <translation>Tablas: las negras reclamaron la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Tablas por acuerdo.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Ganan las negras: las blancas abandonaron.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Ganan las blancas: las negras abandonaron.</translation>
    </message>
    <message>
        <source>Draw: White&apos;s time ran out, but Black cannot checkmate.</source>
        <translation>Tablas: a las blancas se les acabó el tiempo, pero las negras no pueden dar mate.</translation>
    </message>
    <message>
        <source>Draw: Black&apos;s time ran out, but White cannot checkmate.</source>
        <translation>Tablas: a las negras se les acabó el tiempo, pero las blancas no pueden dar mate.</translation>
    </message>
    <message>
        <source>Black wins on time: White&apos;s time ran out.</source>
        <translation>Ganan las negras por tiempo: a las blancas se les acabó el tiempo.</translation>
    </message>
    <message>
        <source>White wins on time: Black&apos;s time ran out.</source>
        <translation>Ganan las blancas por tiempo: a las negras se les acabó el tiempo.</translation>
    </message>
    <message>
        <source>The game is over, as the record says.</source>
        <translation>La partida ha terminado, según indica el registro.</translation>
    </message>
    <message>
        <source>White to move – check</source>
        <translation>Juegan las blancas – jaque</translation>
    </message>
    <message>
        <source>Black to move – check</source>
        <translation>Juegan las negras – jaque</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress (%1) was saved on %2 when Ferz last ran. Resume it?</source>
        <translation>La última vez que se ejecutó Ferz, el %2, se guardó una partida en curso (%1). ¿Quieres reanudarla?</translation>
    </message>
    <message>
        <source>Draw: king and two knights against a lone king (dead position under the Brazilian rule text).</source>
        <translation>Tablas: rey y dos caballos contra rey solo (posición muerta según el texto de reglas brasileño).</translation>
    </message>
    <message>
        <source>White has offered a draw: the offer is made with the next move.</source>
        <translation>Las blancas ya ofrecieron tablas: la oferta se hace con la próxima jugada.</translation>
    </message>
    <message>
        <source>Black has offered a draw: the offer is made with the next move.</source>
        <translation>Las negras ya ofrecieron tablas: la oferta se hace con la próxima jugada.</translation>
    </message>
    <message>
        <source>Black&apos;s draw offer waits for White&apos;s answer: accept or decline it.</source>
        <translation>La oferta de tablas de las negras espera la respuesta de las blancas: acéptala o recházala.</translation>
    </message>
    <message>
        <source>White&apos;s draw offer waits for Black&apos;s answer: accept or decline it.</source>
        <translation>La oferta de tablas de las blancas espera la respuesta de las negras: acéptala o recházala.</translation>
    </message>
    <message>
        <source>Black declined White&apos;s draw offer, so only Black may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Las negras rechazaron la oferta de tablas de las blancas, así que solo las negras pueden ofrecer las próximas tablas. Lo dice el texto de reglas brasileño, para que un jugador no moleste al rival con ofertas (Ayuda ▸ Reglas del ajedrez ▸ Las tablas).</translation>
    </message>
    <message>
        <source>White declined Black&apos;s draw offer, so only White may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Las blancas rechazaron la oferta de tablas de las negras, así que solo las blancas pueden ofrecer las próximas tablas. Lo dice el texto de reglas brasileño, para que un jugador no moleste al rival con ofertas (Ayuda ▸ Reglas del ajedrez ▸ Las tablas).</translation>
    </message>
    <message>
        <source>only Black may offer the next draw (White&apos;s offer was declined)</source>
        <translation>solo las negras pueden ofrecer las próximas tablas (la oferta de las blancas fue rechazada)</translation>
    </message>
    <message>
        <source>only White may offer the next draw (Black&apos;s offer was declined)</source>
        <translation>solo las blancas pueden ofrecer las próximas tablas (la oferta de las negras fue rechazada)</translation>
    </message>
    <message>
        <source>A finished game (%1) that was not saved in a file was kept on %2 when Ferz last ran. Restore it?</source>
        <translation>Una partida terminada (%1) que no se guardó en un archivo quedó guardada el %2, la última vez que se ejecutó Ferz. ¿Restaurarla?</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>the pawn on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>el peón de %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>el caballo de %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>el alfil de %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>la torre de %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>la dama de %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>el rey de %1</translation>
    </message>
    <message>
        <source>the pawn on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: пешки на e4)</comment>
        <translation>el peón de %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: коня на e4)</comment>
        <translation>el caballo de %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: слона на e4)</comment>
        <translation>el alfil de %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ладьи на e4)</comment>
        <translation>la torre de %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ферзя на e4)</comment>
        <translation>la dama de %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: короля на e4)</comment>
        <translation>el rey de %1</translation>
    </message>
    <message>
        <source>This pawn is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este peón está clavado: si lo sacas de la línea, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>This knight is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este caballo está clavado: si lo sacas de la línea, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>This bishop is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Este alfil está clavado: si lo sacas de la línea, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>This rook is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Esta torre está clavada: si la sacas de la línea, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>This queen is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Esta dama está clavada: si la sacas de la línea, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures one square diagonally forward.</source>
        <translation>el peón avanza en línea recta y captura una casilla en diagonal hacia delante.</translation>
    </message>
    <message>
        <source>a knight jumps two squares one way and one square to the side.</source>
        <translation>el caballo salta dos casillas en una dirección y una hacia el lado.</translation>
    </message>
    <message>
        <source>a bishop moves any distance along a diagonal.</source>
        <translation>el alfil se mueve cualquier número de casillas en diagonal.</translation>
    </message>
    <message>
        <source>a rook moves any distance along a rank or a file.</source>
        <translation>la torre se mueve cualquier número de casillas por una fila o una columna.</translation>
    </message>
    <message>
        <source>a queen moves any distance along a rank, a file or a diagonal.</source>
        <translation>la dama se mueve cualquier número de casillas por una fila, una columna o una diagonal.</translation>
    </message>
    <message>
        <source>a king moves one square in any direction.</source>
        <translation>el rey se mueve una casilla en cualquier dirección.</translation>
    </message>
    <message>
        <source>There is no piece on %1 to move.</source>
        <translation>No hay ninguna pieza en %1 que mover.</translation>
    </message>
    <message>
        <source>A move has to take the piece off %1 to another square.</source>
        <translation>Una jugada debe llevar la pieza de %1 a otra casilla.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3</source>
        <translation>%1 no puede ir a %2: %3</translation>
    </message>
    <message>
        <source>The pawn on %1 cannot move forward to %2: %3 is in the way, and a pawn captures only diagonally.</source>
        <translation>El peón de %1 no puede avanzar a %2: %3 le cierra el paso, y el peón solo captura en diagonal.</translation>
    </message>
    <message>
        <source>The pawn on %1 may move diagonally only to capture, and %2 is empty.</source>
        <translation>El peón de %1 solo puede moverse en diagonal para capturar, y %2 está vacía.</translation>
    </message>
    <message>
        <source>The pawn on %1 may advance two squares only from its starting square.</source>
        <translation>El peón de %1 solo puede avanzar dos casillas desde su casilla inicial.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3 is in the way.</source>
        <translation>%1 no puede ir a %2: %3 le cierra el paso.</translation>
    </message>
    <message>
        <source>En passant is only possible immediately after the pawn&apos;s double step: %1 did not just make one.</source>
        <translation>La captura al paso solo es posible justo después del avance doble del peón, y %1 no acaba de hacerlo.</translation>
    </message>
    <message>
        <source>The pawn on %1 reaches the last rank on %2 and must become a queen, rook, bishop or knight.</source>
        <translation>El peón de %1 llega a la última fila en %2 y debe convertirse en dama, torre, alfil o caballo.</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank is promoted, and only to a queen, rook, bishop or knight of its colour.</source>
        <translation>Solo corona el peón que llega a la última fila, y solo en dama, torre, alfil o caballo de su color.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: it would stand next to the other king on %2.</source>
        <translation>El rey no puede ir a %1: quedaría junto al otro rey, que está en %2.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: %2 attacks that square.</source>
        <translation>El rey no puede ir a %1: %2 ataca esa casilla.</translation>
    </message>
    <message>
        <source>Your king is in check from %1, and this move does not end the check.</source>
        <translation>Tu rey está en jaque: lo ataca %1, y esta jugada no lo resuelve.</translation>
    </message>
    <message>
        <source>Taking en passant here would expose your king to %1.</source>
        <translation>Si capturas al paso aquí, %1 atacará a tu rey.</translation>
    </message>
    <message>
        <source>You cannot castle: your king has already moved.</source>
        <translation>No puedes enrocar: tu rey ya se ha movido.</translation>
    </message>
    <message>
        <source>You cannot castle kingside: the rook on that side has moved or been captured.</source>
        <translation>No puedes enrocar corto: la torre de ese lado ya se ha movido o ha sido capturada.</translation>
    </message>
    <message>
        <source>You cannot castle queenside: the rook on that side has moved or been captured.</source>
        <translation>No puedes enrocar largo: la torre de ese lado ya se ha movido o ha sido capturada.</translation>
    </message>
    <message>
        <source>You cannot castle out of check: %1 gives check.</source>
        <translation>No puedes enrocar estando en jaque: %1 da jaque.</translation>
    </message>
    <message>
        <source>You cannot castle: %1 stands between the king and the rook.</source>
        <translation>No puedes enrocar: %1 está entre el rey y la torre.</translation>
    </message>
    <message>
        <source>It is White&apos;s move, and %1 belongs to Black.</source>
        <translation>Juegan las blancas, y %1 es de las negras.</translation>
    </message>
    <message>
        <source>It is Black&apos;s move, and %1 belongs to White.</source>
        <translation>Juegan las negras, y %1 es de las blancas.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Pieza tocada, pieza movida: has tocado %1, así que es esa pieza la que debes mover.</translation>
    </message>
    <message>
        <source>the pawn on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: пешку на e4)</comment>
        <translation>el peón de %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: коня на e4)</comment>
        <translation>el caballo de %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: слона на e4)</comment>
        <translation>el alfil de %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ладью на e4)</comment>
        <translation>la torre de %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ферзя на e4)</comment>
        <translation>la dama de %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: короля на e4)</comment>
        <translation>el rey de %1</translation>
    </message>
    <message>
        <source>by the pawn on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: пешкой на e4; pt: pelo peão em e4)</comment>
        <translation>por el peón de %1</translation>
    </message>
    <message>
        <source>by the knight on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: конём на e4; pt: pelo cavalo em e4)</comment>
        <translation>por el caballo de %1</translation>
    </message>
    <message>
        <source>by the bishop on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: слоном на e4; pt: pelo bispo em e4)</comment>
        <translation>por el alfil de %1</translation>
    </message>
    <message>
        <source>by the rook on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ладьёй на e4; pt: pela torre em e4)</comment>
        <translation>por la torre de %1</translation>
    </message>
    <message>
        <source>by the queen on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ферзём на e4; pt: pela dama em e4)</comment>
        <translation>por la dama de %1</translation>
    </message>
    <message>
        <source>by the king on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: королём на e4; pt: pelo rei em e4)</comment>
        <translation>por el rey de %1</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the pawn on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: el peón de %1 es tuyo.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the knight on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: el caballo de %1 es tuyo.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the bishop on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: el alfil de %1 es tuyo.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the rook on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: la torre de %1 es tuya.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the queen on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: la dama de %1 es tuya.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the king on %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: el rey de %1 es tuyo.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would cross %1, which is attacked %2.</source>
        <translation>No puedes enrocar: el rey cruzaría %1, casilla atacada %2.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would land on %1, which is attacked %2.</source>
        <translation>No puedes enrocar: el rey quedaría en %1, casilla atacada %2.</translation>
    </message>
    <message>
        <source>You cannot castle: castling puts the king on %1 and the rook on %2, and %3 is in the way.</source>
        <translation>No puedes enrocar: el enroque pone el rey en %1 y la torre en %2, y %3 cierra el paso.</translation>
    </message>
    <message>
        <source>You castle kingside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>El enroque corto se hace con la torre de %1, la que empezó la partida en ese lado del rey.</translation>
    </message>
    <message>
        <source>You castle queenside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>El enroque largo se hace con la torre de %1, la que empezó la partida en ese lado del rey.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>Check from %1 (framed in red).</source>
        <translation>Jaque: %1 (con marco rojo).</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): %1.</source>
        <translation>Piezas clavadas contra tu rey (con marco naranja): %1.</translation>
    </message>
    <message>
        <source>En passant: the pawn on %1 can capture the pawn on %2 by moving to %3.</source>
        <translation>Captura al paso: el peón de %1 puede capturar el peón de %2 yendo a %3.</translation>
    </message>
    <message>
        <source>Promotion: the pawn on %1 can reach the last rank on %2.</source>
        <translation>Coronación: el peón de %1 puede llegar a la última fila en %2.</translation>
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
        <translation>Ahora se puede enrocar.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the pawn on %1.</source>
        <translation>Clavado contra tu rey (con marco naranja): el peón de %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the knight on %1.</source>
        <translation>Clavado contra tu rey (con marco naranja): el caballo de %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the bishop on %1.</source>
        <translation>Clavado contra tu rey (con marco naranja): el alfil de %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the rook on %1.</source>
        <translation>Clavada contra tu rey (con marco naranja): la torre de %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the queen on %1.</source>
        <translation>Clavada contra tu rey (con marco naranja): la dama de %1.</translation>
    </message>
    <message>
        <source>Endgame tables: %1.</source>
        <translation>Tablas de finales: %1.</translation>
    </message>
    <message>
        <source>Dead position: no series of legal moves can lead to checkmate, so the game is drawn at once.</source>
        <translation>Posición muerta: ninguna serie de jugadas legales puede llevar al jaque mate, así que la partida es tablas en el acto.</translation>
    </message>
    <message>
        <source>Not a dead position: a checkmate could still come if a side blundered, so the game goes on, although with best play it is a draw.</source>
        <translation>No es una posición muerta: todavía podría llegar un jaque mate si un bando cometiera un error grave, así que la partida sigue, aunque con el mejor juego son tablas.</translation>
    </message>
    <message>
        <source>Insufficient material: White cannot checkmate by any series of legal moves, so if Black&apos;s flag falls the game is drawn.</source>
        <translation>Material insuficiente: las blancas no pueden dar jaque mate con ninguna serie de jugadas legales, así que si cae la bandera de las negras la partida es tablas.</translation>
    </message>
    <message>
        <source>Insufficient material: Black cannot checkmate by any series of legal moves, so if White&apos;s flag falls the game is drawn.</source>
        <translation>Material insuficiente: las negras no pueden dar jaque mate con ninguna serie de jugadas legales, así que si cae la bandera de las blancas la partida es tablas.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» no es una jugada</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no such piece can go there</source>
        <translation>«%1»: ninguna pieza así puede ir allí</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous: it could be %2</source>
        <translation>«%1» es ambigua: puede ser %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>«%1» no está permitida. %2</translation>
    </message>
    <message>
        <source>The Latin K was read as the English king: in Russian notation the king is Кр and the knight is the Cyrillic К.</source>
        <translation>La K latina se ha leído como el rey inglés: en la notación rusa el rey es Кр y el caballo es la К cirílica.</translation>
    </message>
    <message>
        <source>The Latin K was read as the Russian knight К: the English king is Кр in Russian notation.</source>
        <translation>La K latina se ha leído como el caballo ruso К: el rey inglés es Кр en la notación rusa.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Spanish and Portuguese knight: in Russian notation the bishop is the Cyrillic С and the knight К.</source>
        <translation>La C latina se ha leído como el caballo español y portugués: en la notación rusa el alfil es la С cirílica y el caballo, la К.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Russian bishop С.</source>
        <translation>La C latina se ha leído como el alfil ruso С.</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>null annotation</source>
        <comment>$0</comment>
        <translation>anotación nula</translation>
    </message>
    <message>
        <source>good move</source>
        <comment>$1, !</comment>
        <translation>buena jugada</translation>
    </message>
    <message>
        <source>poor move</source>
        <comment>$2, ?</comment>
        <translation>mala jugada</translation>
    </message>
    <message>
        <source>very good move</source>
        <comment>$3, !!</comment>
        <translation>jugada muy buena</translation>
    </message>
    <message>
        <source>very poor move</source>
        <comment>$4, ??</comment>
        <translation>jugada muy mala</translation>
    </message>
    <message>
        <source>speculative move</source>
        <comment>$5, !?</comment>
        <translation>jugada interesante</translation>
    </message>
    <message>
        <source>questionable move</source>
        <comment>$6, ?!</comment>
        <translation>jugada dudosa</translation>
    </message>
    <message>
        <source>forced move (all others lose quickly)</source>
        <comment>$7, □</comment>
        <translation>jugada forzada (todas las demás pierden rápido)</translation>
    </message>
    <message>
        <source>singular move (no reasonable alternatives)</source>
        <comment>$8</comment>
        <translation>jugada única (no hay alternativas razonables)</translation>
    </message>
    <message>
        <source>worst move</source>
        <comment>$9</comment>
        <translation>la peor jugada</translation>
    </message>
    <message>
        <source>drawish position</source>
        <comment>$10, =</comment>
        <translation>posición de tablas</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <comment>$11</comment>
        <translation>igualdad, posición tranquila</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <comment>$12</comment>
        <translation>igualdad, posición activa</translation>
    </message>
    <message>
        <source>unclear position</source>
        <comment>$13, ∞</comment>
        <translation>posición incierta</translation>
    </message>
    <message>
        <source>White has a slight advantage</source>
        <comment>⩲. Russian chess books print ± for this slight advantage: say so, e.g. “небольшой перевес белых (в русских книгах ±)”</comment>
        <translation>Las blancas tienen una ligera ventaja</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>⩱. Russian chess books print ∓ for this slight advantage: say so, e.g. “небольшой перевес чёрных (в русских книгах ∓)”</comment>
        <translation>Las negras tienen una ligera ventaja</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>±. In Russian books ± means only a slight advantage ($14): make clear that here it is a clear advantage</comment>
        <translation>Las blancas tienen una ventaja clara</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>∓. In Russian books ∓ means only a slight advantage ($15): make clear that here it is a clear advantage</comment>
        <translation>Las negras tienen una ventaja clara</translation>
    </message>
    <message>
        <source>White has a decisive advantage</source>
        <comment>$18, +−</comment>
        <translation>Las blancas tienen una ventaja decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive advantage</source>
        <comment>$19, −+</comment>
        <translation>Las negras tienen una ventaja decisiva</translation>
    </message>
    <message>
        <source>White has a crushing advantage (Black should resign)</source>
        <comment>$20</comment>
        <translation>Las blancas tienen una ventaja aplastante (las negras deberían abandonar)</translation>
    </message>
    <message>
        <source>Black has a crushing advantage (White should resign)</source>
        <comment>$21</comment>
        <translation>Las negras tienen una ventaja aplastante (las blancas deberían abandonar)</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <comment>$22, ⨀</comment>
        <translation>Las blancas están en zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <comment>$23, ⨀</comment>
        <translation>Las negras están en zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <comment>$24</comment>
        <translation>Las blancas tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <comment>$25</comment>
        <translation>Las negras tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <comment>$26, ○</comment>
        <translation>Las blancas tienen una ventaja de espacio clara</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <comment>$27, ○</comment>
        <translation>Las negras tienen una ventaja de espacio clara</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <comment>$28</comment>
        <translation>Las blancas tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <comment>$29</comment>
        <translation>Las negras tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>White has a slight time (development) advantage</source>
        <comment>$30</comment>
        <translation>Las blancas tienen una ligera ventaja de desarrollo</translation>
    </message>
    <message>
        <source>Black has a slight time (development) advantage</source>
        <comment>$31</comment>
        <translation>Las negras tienen una ligera ventaja de desarrollo</translation>
    </message>
    <message>
        <source>White has a moderate time (development) advantage</source>
        <comment>$32, ⟳</comment>
        <translation>Las blancas tienen una ventaja de desarrollo clara</translation>
    </message>
    <message>
        <source>Black has a moderate time (development) advantage</source>
        <comment>$33, ⟳</comment>
        <translation>Las negras tienen una ventaja de desarrollo clara</translation>
    </message>
    <message>
        <source>White has a decisive time (development) advantage</source>
        <comment>$34</comment>
        <translation>Las blancas tienen una ventaja de desarrollo decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive time (development) advantage</source>
        <comment>$35</comment>
        <translation>Las negras tienen una ventaja de desarrollo decisiva</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <comment>$36, ↑</comment>
        <translation>Las blancas tienen la iniciativa</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <comment>$37, ↑</comment>
        <translation>Las negras tienen la iniciativa</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <comment>$38</comment>
        <translation>Las blancas tienen una iniciativa duradera</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <comment>$39</comment>
        <translation>Las negras tienen una iniciativa duradera</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <comment>$40, →</comment>
        <translation>Las blancas tienen el ataque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <comment>$41, →</comment>
        <translation>Las negras tienen el ataque</translation>
    </message>
    <message>
        <source>White has insufficient compensation for material deficit</source>
        <comment>$42</comment>
        <translation>Las blancas no tienen compensación suficiente por el material</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for material deficit</source>
        <comment>$43</comment>
        <translation>Las negras no tienen compensación suficiente por el material</translation>
    </message>
    <message>
        <source>White has sufficient compensation for material deficit</source>
        <comment>$44, =/∞</comment>
        <translation>Las blancas tienen compensación suficiente por el material</translation>
    </message>
    <message>
        <source>Black has sufficient compensation for material deficit</source>
        <comment>$45, =/∞</comment>
        <translation>Las negras tienen compensación suficiente por el material</translation>
    </message>
    <message>
        <source>White has more than adequate compensation for material deficit</source>
        <comment>$46</comment>
        <translation>Las blancas tienen compensación más que suficiente por el material</translation>
    </message>
    <message>
        <source>Black has more than adequate compensation for material deficit</source>
        <comment>$47</comment>
        <translation>Las negras tienen compensación más que suficiente por el material</translation>
    </message>
    <message>
        <source>White has a slight center control advantage</source>
        <comment>$48</comment>
        <translation>Las blancas tienen un ligero dominio del centro</translation>
    </message>
    <message>
        <source>Black has a slight center control advantage</source>
        <comment>$49</comment>
        <translation>Las negras tienen un ligero dominio del centro</translation>
    </message>
    <message>
        <source>White has a moderate center control advantage</source>
        <comment>$50</comment>
        <translation>Las blancas tienen un claro dominio del centro</translation>
    </message>
    <message>
        <source>Black has a moderate center control advantage</source>
        <comment>$51</comment>
        <translation>Las negras tienen un claro dominio del centro</translation>
    </message>
    <message>
        <source>White has a decisive center control advantage</source>
        <comment>$52</comment>
        <translation>Las blancas tienen un dominio decisivo del centro</translation>
    </message>
    <message>
        <source>Black has a decisive center control advantage</source>
        <comment>$53</comment>
        <translation>Las negras tienen un dominio decisivo del centro</translation>
    </message>
    <message>
        <source>White has a slight kingside control advantage</source>
        <comment>$54</comment>
        <translation>Las blancas tienen un ligero dominio del flanco de rey</translation>
    </message>
    <message>
        <source>Black has a slight kingside control advantage</source>
        <comment>$55</comment>
        <translation>Las negras tienen un ligero dominio del flanco de rey</translation>
    </message>
    <message>
        <source>White has a moderate kingside control advantage</source>
        <comment>$56</comment>
        <translation>Las blancas tienen un claro dominio del flanco de rey</translation>
    </message>
    <message>
        <source>Black has a moderate kingside control advantage</source>
        <comment>$57</comment>
        <translation>Las negras tienen un claro dominio del flanco de rey</translation>
    </message>
    <message>
        <source>White has a decisive kingside control advantage</source>
        <comment>$58</comment>
        <translation>Las blancas tienen un dominio decisivo del flanco de rey</translation>
    </message>
    <message>
        <source>Black has a decisive kingside control advantage</source>
        <comment>$59</comment>
        <translation>Las negras tienen un dominio decisivo del flanco de rey</translation>
    </message>
    <message>
        <source>White has a slight queenside control advantage</source>
        <comment>$60</comment>
        <translation>Las blancas tienen un ligero dominio del flanco de dama</translation>
    </message>
    <message>
        <source>Black has a slight queenside control advantage</source>
        <comment>$61</comment>
        <translation>Las negras tienen un ligero dominio del flanco de dama</translation>
    </message>
    <message>
        <source>White has a moderate queenside control advantage</source>
        <comment>$62</comment>
        <translation>Las blancas tienen un claro dominio del flanco de dama</translation>
    </message>
    <message>
        <source>Black has a moderate queenside control advantage</source>
        <comment>$63</comment>
        <translation>Las negras tienen un claro dominio del flanco de dama</translation>
    </message>
    <message>
        <source>White has a decisive queenside control advantage</source>
        <comment>$64</comment>
        <translation>Las blancas tienen un dominio decisivo del flanco de dama</translation>
    </message>
    <message>
        <source>Black has a decisive queenside control advantage</source>
        <comment>$65</comment>
        <translation>Las negras tienen un dominio decisivo del flanco de dama</translation>
    </message>
    <message>
        <source>White has a vulnerable first rank</source>
        <comment>$66</comment>
        <translation>Las blancas tienen la primera fila vulnerable</translation>
    </message>
    <message>
        <source>Black has a vulnerable first rank</source>
        <comment>$67</comment>
        <translation>Las negras tienen la primera fila vulnerable</translation>
    </message>
    <message>
        <source>White has a well protected first rank</source>
        <comment>$68</comment>
        <translation>Las blancas tienen la primera fila bien protegida</translation>
    </message>
    <message>
        <source>Black has a well protected first rank</source>
        <comment>$69</comment>
        <translation>Las negras tienen la primera fila bien protegida</translation>
    </message>
    <message>
        <source>White has a poorly protected king</source>
        <comment>$70</comment>
        <translation>Las blancas tienen el rey mal protegido</translation>
    </message>
    <message>
        <source>Black has a poorly protected king</source>
        <comment>$71</comment>
        <translation>Las negras tienen el rey mal protegido</translation>
    </message>
    <message>
        <source>White has a well protected king</source>
        <comment>$72</comment>
        <translation>Las blancas tienen el rey bien protegido</translation>
    </message>
    <message>
        <source>Black has a well protected king</source>
        <comment>$73</comment>
        <translation>Las negras tienen el rey bien protegido</translation>
    </message>
    <message>
        <source>White has a poorly placed king</source>
        <comment>$74</comment>
        <translation>Las blancas tienen el rey mal situado</translation>
    </message>
    <message>
        <source>Black has a poorly placed king</source>
        <comment>$75</comment>
        <translation>Las negras tienen el rey mal situado</translation>
    </message>
    <message>
        <source>White has a well placed king</source>
        <comment>$76</comment>
        <translation>Las blancas tienen el rey bien situado</translation>
    </message>
    <message>
        <source>Black has a well placed king</source>
        <comment>$77</comment>
        <translation>Las negras tienen el rey bien situado</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <comment>$78</comment>
        <translation>Las blancas tienen una estructura de peones muy débil</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <comment>$79</comment>
        <translation>Las negras tienen una estructura de peones muy débil</translation>
    </message>
    <message>
        <source>White has a moderately weak pawn structure</source>
        <comment>$80</comment>
        <translation>Las blancas tienen una estructura de peones algo débil</translation>
    </message>
    <message>
        <source>Black has a moderately weak pawn structure</source>
        <comment>$81</comment>
        <translation>Las negras tienen una estructura de peones algo débil</translation>
    </message>
    <message>
        <source>White has a moderately strong pawn structure</source>
        <comment>$82</comment>
        <translation>Las blancas tienen una estructura de peones bastante sólida</translation>
    </message>
    <message>
        <source>Black has a moderately strong pawn structure</source>
        <comment>$83</comment>
        <translation>Las negras tienen una estructura de peones bastante sólida</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <comment>$84</comment>
        <translation>Las blancas tienen una estructura de peones muy sólida</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <comment>$85</comment>
        <translation>Las negras tienen una estructura de peones muy sólida</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <comment>$86</comment>
        <translation>Las blancas tienen los caballos mal situados</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <comment>$87</comment>
        <translation>Las negras tienen los caballos mal situados</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <comment>$88</comment>
        <translation>Las blancas tienen los caballos bien situados</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <comment>$89</comment>
        <translation>Las negras tienen los caballos bien situados</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <comment>$90</comment>
        <translation>Las blancas tienen los alfiles mal situados</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <comment>$91</comment>
        <translation>Las negras tienen los alfiles mal situados</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <comment>$92</comment>
        <translation>Las blancas tienen los alfiles bien situados</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <comment>$93</comment>
        <translation>Las negras tienen los alfiles bien situados</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <comment>$94</comment>
        <translation>Las blancas tienen las torres mal situadas</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <comment>$95</comment>
        <translation>Las negras tienen las torres mal situadas</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <comment>$96</comment>
        <translation>Las blancas tienen las torres bien situadas</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <comment>$97</comment>
        <translation>Las negras tienen las torres bien situadas</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <comment>$98</comment>
        <translation>Las blancas tienen la dama mal situada</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <comment>$99</comment>
        <translation>Las negras tienen la dama mal situada</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <comment>$100</comment>
        <translation>Las blancas tienen la dama bien situada</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <comment>$101</comment>
        <translation>Las negras tienen la dama bien situada</translation>
    </message>
    <message>
        <source>White has poor piece coordination</source>
        <comment>$102</comment>
        <translation>Las blancas tienen una mala coordinación de piezas</translation>
    </message>
    <message>
        <source>Black has poor piece coordination</source>
        <comment>$103</comment>
        <translation>Las negras tienen una mala coordinación de piezas</translation>
    </message>
    <message>
        <source>White has good piece coordination</source>
        <comment>$104</comment>
        <translation>Las blancas tienen una buena coordinación de piezas</translation>
    </message>
    <message>
        <source>Black has good piece coordination</source>
        <comment>$105</comment>
        <translation>Las negras tienen una buena coordinación de piezas</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <comment>$106</comment>
        <translation>Las blancas jugaron la apertura muy mal</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <comment>$107</comment>
        <translation>Las negras jugaron la apertura muy mal</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <comment>$108</comment>
        <translation>Las blancas jugaron la apertura mal</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <comment>$109</comment>
        <translation>Las negras jugaron la apertura mal</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <comment>$110</comment>
        <translation>Las blancas jugaron la apertura bien</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <comment>$111</comment>
        <translation>Las negras jugaron la apertura bien</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <comment>$112</comment>
        <translation>Las blancas jugaron la apertura muy bien</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <comment>$113</comment>
        <translation>Las negras jugaron la apertura muy bien</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <comment>$114</comment>
        <translation>Las blancas jugaron el medio juego muy mal</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <comment>$115</comment>
        <translation>Las negras jugaron el medio juego muy mal</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <comment>$116</comment>
        <translation>Las blancas jugaron el medio juego mal</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <comment>$117</comment>
        <translation>Las negras jugaron el medio juego mal</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <comment>$118</comment>
        <translation>Las blancas jugaron el medio juego bien</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <comment>$119</comment>
        <translation>Las negras jugaron el medio juego bien</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <comment>$120</comment>
        <translation>Las blancas jugaron el medio juego muy bien</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <comment>$121</comment>
        <translation>Las negras jugaron el medio juego muy bien</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <comment>$122</comment>
        <translation>Las blancas jugaron el final muy mal</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <comment>$123</comment>
        <translation>Las negras jugaron el final muy mal</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <comment>$124</comment>
        <translation>Las blancas jugaron el final mal</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <comment>$125</comment>
        <translation>Las negras jugaron el final mal</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <comment>$126</comment>
        <translation>Las blancas jugaron el final bien</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <comment>$127</comment>
        <translation>Las negras jugaron el final bien</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <comment>$128</comment>
        <translation>Las blancas jugaron el final muy bien</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <comment>$129</comment>
        <translation>Las negras jugaron el final muy bien</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <comment>$130</comment>
        <translation>Las blancas tienen un ligero contrajuego</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <comment>$131</comment>
        <translation>Las negras tienen un ligero contrajuego</translation>
    </message>
    <message>
        <source>White has moderate counterplay</source>
        <comment>$132, ⇆</comment>
        <translation>Las blancas tienen un contrajuego apreciable</translation>
    </message>
    <message>
        <source>Black has moderate counterplay</source>
        <comment>$133, ⇆</comment>
        <translation>Las negras tienen un contrajuego apreciable</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <comment>$134</comment>
        <translation>Las blancas tienen un contrajuego decisivo</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <comment>$135</comment>
        <translation>Las negras tienen un contrajuego decisivo</translation>
    </message>
    <message>
        <source>White has moderate time control pressure</source>
        <comment>$136</comment>
        <translation>Las blancas andan apuradas de tiempo</translation>
    </message>
    <message>
        <source>Black has moderate time control pressure</source>
        <comment>$137</comment>
        <translation>Las negras andan apuradas de tiempo</translation>
    </message>
    <message>
        <source>White has severe time control pressure</source>
        <comment>$138, ⨁</comment>
        <translation>Las blancas están en grave apuro de tiempo</translation>
    </message>
    <message>
        <source>Black has severe time control pressure</source>
        <comment>$139, ⨁</comment>
        <translation>Las negras están en grave apuro de tiempo</translation>
    </message>
    <message>
        <source>with the idea</source>
        <comment>$140, ∆</comment>
        <translation>con la idea</translation>
    </message>
    <message>
        <source>aimed against</source>
        <comment>$141, ∇</comment>
        <translation>dirigido contra</translation>
    </message>
    <message>
        <source>better is</source>
        <comment>$142, ⌓</comment>
        <translation>es mejor</translation>
    </message>
    <message>
        <source>worse is</source>
        <comment>$143, &lt;=</comment>
        <translation>es peor</translation>
    </message>
    <message>
        <source>equivalent is</source>
        <comment>$144, ==</comment>
        <translation>es equivalente</translation>
    </message>
    <message>
        <source>editorial comment</source>
        <comment>$145, RR</comment>
        <translation>comentario editorial</translation>
    </message>
    <message>
        <source>novelty</source>
        <comment>$146, N</comment>
        <translation>novedad</translation>
    </message>
    <message>
        <source>White has a slight advantage</source>
        <comment>$14, said aloud: the name alone, no symbol</comment>
        <translation>Las blancas tienen una ligera ventaja</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>$15, said aloud: the name alone, no symbol</comment>
        <translation>Las negras tienen una ligera ventaja</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>$16, said aloud: the name alone, no symbol</comment>
        <translation>Las blancas tienen una ventaja clara</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>$17, said aloud: the name alone, no symbol</comment>
        <translation>Las negras tienen una ventaja clara</translation>
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
        <translation>dragón acelerado</translation>
    </message>
    <message>
        <source>Advance Variation</source>
        <translation>variante del avance</translation>
    </message>
    <message>
        <source>Agincourt Defense</source>
        <translation>defensa Agincourt</translation>
    </message>
    <message>
        <source>Alapin Variation</source>
        <translation>variante Alapin</translation>
    </message>
    <message>
        <source>Albin Countergambit</source>
        <translation>contragambito Albin</translation>
    </message>
    <message>
        <source>Alekhine Defense</source>
        <translation>defensa Alekhine</translation>
    </message>
    <message>
        <source>Alekhine Variation</source>
        <translation>variante Alekhine</translation>
    </message>
    <message>
        <source>Amar Opening</source>
        <translation>apertura Amar</translation>
    </message>
    <message>
        <source>Amazon Attack</source>
        <translation>ataque amazona</translation>
    </message>
    <message>
        <source>Amsterdam Attack</source>
        <translation>ataque Ámsterdam</translation>
    </message>
    <message>
        <source>Anderssen&apos;s Opening</source>
        <translation>apertura Anderssen</translation>
    </message>
    <message>
        <source>Anglo-Indian Defense</source>
        <translation>defensa angloindia</translation>
    </message>
    <message>
        <source>Anglo-Slav Variation</source>
        <translation>variante angloeslava</translation>
    </message>
    <message>
        <source>Australian Defense</source>
        <translation>defensa australiana</translation>
    </message>
    <message>
        <source>Austrian Attack</source>
        <translation>ataque austriaco</translation>
    </message>
    <message>
        <source>Averbakh Variation</source>
        <translation>variante Averbaj</translation>
    </message>
    <message>
        <source>Barnes Defense</source>
        <translation>defensa Barnes</translation>
    </message>
    <message>
        <source>Barnes Opening</source>
        <translation>apertura Barnes</translation>
    </message>
    <message>
        <source>Basque Opening</source>
        <translation>apertura vasca</translation>
    </message>
    <message>
        <source>Benko Gambit</source>
        <translation>gambito Benko</translation>
    </message>
    <message>
        <source>Benko Gambit Accepted</source>
        <translation>gambito Benko aceptado</translation>
    </message>
    <message>
        <source>Benko Gambit Declined</source>
        <translation>gambito Benko rehusado</translation>
    </message>
    <message>
        <source>Benoni Defense</source>
        <translation>defensa Benoni</translation>
    </message>
    <message>
        <source>Berlin Defense</source>
        <translation>defensa berlinesa</translation>
    </message>
    <message>
        <source>Bird Opening</source>
        <translation>apertura Bird</translation>
    </message>
    <message>
        <source>Bishop&apos;s Gambit</source>
        <translation>gambito de alfil</translation>
    </message>
    <message>
        <source>Bishop&apos;s Opening</source>
        <translation>apertura de alfil</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit</source>
        <translation>gambito Blackmar-Diemer</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Accepted</source>
        <translation>gambito Blackmar-Diemer aceptado</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Declined</source>
        <translation>gambito Blackmar-Diemer rehusado</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit</source>
        <translation>contragambito Blumenfeld</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit Accepted</source>
        <translation>contragambito Blumenfeld aceptado</translation>
    </message>
    <message>
        <source>Bogo-Indian Defense</source>
        <translation>defensa bogoindia</translation>
    </message>
    <message>
        <source>Bogoljubow Defense</source>
        <translation>defensa Bogoljubow</translation>
    </message>
    <message>
        <source>Bogoljubow Variation</source>
        <translation>variante Bogoljubow</translation>
    </message>
    <message>
        <source>Bongcloud Attack</source>
        <translation>ataque Bongcloud</translation>
    </message>
    <message>
        <source>Borg Defense</source>
        <translation>defensa Borg</translation>
    </message>
    <message>
        <source>Botvinnik Variation</source>
        <translation>variante Botvínnik</translation>
    </message>
    <message>
        <source>Breyer Variation</source>
        <translation>variante Breyer</translation>
    </message>
    <message>
        <source>Bronstein Variation</source>
        <translation>variante Bronstein</translation>
    </message>
    <message>
        <source>Budapest Gambit Accepted</source>
        <translation>gambito Budapest aceptado</translation>
    </message>
    <message>
        <source>Canard Opening</source>
        <translation>apertura Canard</translation>
    </message>
    <message>
        <source>Capablanca Variation</source>
        <translation>variante Capablanca</translation>
    </message>
    <message>
        <source>Carlsbad Variation</source>
        <translation>variante Carlsbad</translation>
    </message>
    <message>
        <source>Caro-Kann Defense</source>
        <translation>defensa Caro-Kann</translation>
    </message>
    <message>
        <source>Carr Defense</source>
        <translation>defensa Carr</translation>
    </message>
    <message>
        <source>Catalan Opening</source>
        <translation>apertura catalana</translation>
    </message>
    <message>
        <source>Center Game</source>
        <translation>apertura del centro</translation>
    </message>
    <message>
        <source>Center Game Accepted</source>
        <translation>apertura del centro aceptada</translation>
    </message>
    <message>
        <source>Central Variation</source>
        <translation>variante central</translation>
    </message>
    <message>
        <source>Chigorin Defense</source>
        <translation>defensa Chigorin</translation>
    </message>
    <message>
        <source>Chigorin Variation</source>
        <translation>variante Chigorin</translation>
    </message>
    <message>
        <source>Classical Attack</source>
        <translation>ataque clásico</translation>
    </message>
    <message>
        <source>Classical Defense</source>
        <translation>defensa clásica</translation>
    </message>
    <message>
        <source>Classical Variation</source>
        <translation>variante clásica</translation>
    </message>
    <message>
        <source>Clemenz Opening</source>
        <translation>apertura Clemenz</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>variante cerrada</translation>
    </message>
    <message>
        <source>Closed Variation</source>
        <translation>variante cerrada</translation>
    </message>
    <message>
        <source>Colle System</source>
        <translation>sistema Colle</translation>
    </message>
    <message>
        <source>Creepy Crawly Formation</source>
        <translation>formación Creepy Crawly</translation>
    </message>
    <message>
        <source>Czech Defense</source>
        <translation>defensa checa</translation>
    </message>
    <message>
        <source>Czech Variation</source>
        <translation>variante checa</translation>
    </message>
    <message>
        <source>Danish Gambit</source>
        <translation>gambito danés</translation>
    </message>
    <message>
        <source>Danish Gambit Accepted</source>
        <translation>gambito danés aceptado</translation>
    </message>
    <message>
        <source>Danish Gambit Declined</source>
        <translation>gambito danés rehusado</translation>
    </message>
    <message>
        <source>Dragon Variation</source>
        <translation>variante del dragón</translation>
    </message>
    <message>
        <source>Dresden Opening</source>
        <translation>apertura de Dresde</translation>
    </message>
    <message>
        <source>Duras Gambit</source>
        <translation>gambito Duras</translation>
    </message>
    <message>
        <source>Dutch Defense</source>
        <translation>defensa holandesa</translation>
    </message>
    <message>
        <source>Döry Defense</source>
        <translation>defensa Döry</translation>
    </message>
    <message>
        <source>East Indian Defense</source>
        <translation>defensa india oriental</translation>
    </message>
    <message>
        <source>Elephant Gambit</source>
        <translation>gambito del elefante</translation>
    </message>
    <message>
        <source>English Attack</source>
        <translation>ataque inglés</translation>
    </message>
    <message>
        <source>English Defense</source>
        <translation>defensa inglesa</translation>
    </message>
    <message>
        <source>English Opening</source>
        <translation>apertura inglesa</translation>
    </message>
    <message>
        <source>English Orangutan</source>
        <translation>orangután inglés</translation>
    </message>
    <message>
        <source>Englund Gambit</source>
        <translation>gambito Englund</translation>
    </message>
    <message>
        <source>Englund Gambit Declined</source>
        <translation>gambito Englund rehusado</translation>
    </message>
    <message>
        <source>Evans Gambit</source>
        <translation>gambito Evans</translation>
    </message>
    <message>
        <source>Evans Gambit Declined</source>
        <translation>gambito Evans rehusado</translation>
    </message>
    <message>
        <source>Exchange Variation</source>
        <translation>variante del cambio</translation>
    </message>
    <message>
        <source>Falkbeer Countergambit</source>
        <translation>contragambito Falkbeer</translation>
    </message>
    <message>
        <source>Fianchetto Defense</source>
        <translation>defensa con fianchetto</translation>
    </message>
    <message>
        <source>Fianchetto Line</source>
        <translation>línea del fianchetto</translation>
    </message>
    <message>
        <source>Fianchetto Variation</source>
        <translation>variante del fianchetto</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>formación</translation>
    </message>
    <message>
        <source>Four Knights Game</source>
        <translation>partida de los cuatro caballos</translation>
    </message>
    <message>
        <source>Four Knights Variation</source>
        <translation>variante de los cuatro caballos</translation>
    </message>
    <message>
        <source>Four Pawns Attack</source>
        <translation>ataque de los cuatro peones</translation>
    </message>
    <message>
        <source>French Defense</source>
        <translation>defensa francesa</translation>
    </message>
    <message>
        <source>Fried Fox Defense</source>
        <translation>defensa del zorro frito</translation>
    </message>
    <message>
        <source>Giuoco Pianissimo</source>
        <translation>giuoco pianissimo</translation>
    </message>
    <message>
        <source>Giuoco Piano</source>
        <translation>giuoco piano</translation>
    </message>
    <message>
        <source>Gligoric System</source>
        <translation>sistema Gligorić</translation>
    </message>
    <message>
        <source>Global Opening</source>
        <translation>apertura global</translation>
    </message>
    <message>
        <source>Goldsmith Defense</source>
        <translation>defensa Goldsmith</translation>
    </message>
    <message>
        <source>Greco Gambit</source>
        <translation>gambito Greco</translation>
    </message>
    <message>
        <source>Grob Opening</source>
        <translation>apertura Grob</translation>
    </message>
    <message>
        <source>Grünfeld Defense</source>
        <translation>defensa Grünfeld</translation>
    </message>
    <message>
        <source>Gunderam Defense</source>
        <translation>defensa Gunderam</translation>
    </message>
    <message>
        <source>Harrwitz Attack</source>
        <translation>ataque Harrwitz</translation>
    </message>
    <message>
        <source>Hippopotamus Defense</source>
        <translation>defensa hipopótamo</translation>
    </message>
    <message>
        <source>Horwitz Defense</source>
        <translation>defensa Horwitz</translation>
    </message>
    <message>
        <source>Hungarian Opening</source>
        <translation>apertura húngara</translation>
    </message>
    <message>
        <source>Indian Defense</source>
        <translation>defensa india</translation>
    </message>
    <message>
        <source>Irish Gambit</source>
        <translation>gambito irlandés</translation>
    </message>
    <message>
        <source>Italian Game</source>
        <translation>apertura italiana</translation>
    </message>
    <message>
        <source>Janowski Variation</source>
        <translation>variante Janowski</translation>
    </message>
    <message>
        <source>Kan Variation</source>
        <translation>variante Kan</translation>
    </message>
    <message>
        <source>Kangaroo Defense</source>
        <translation>defensa canguro</translation>
    </message>
    <message>
        <source>Karpov Variation</source>
        <translation>variante Kárpov</translation>
    </message>
    <message>
        <source>Kasparov-Petrosian Variation</source>
        <translation>variante Kasparov-Petrosian</translation>
    </message>
    <message>
        <source>Kennedy Variation</source>
        <translation>variante Kennedy</translation>
    </message>
    <message>
        <source>Keres Variation</source>
        <translation>variante Keres</translation>
    </message>
    <message>
        <source>Kieseritzky Gambit</source>
        <translation>gambito Kieseritzky</translation>
    </message>
    <message>
        <source>King&apos;s English Variation</source>
        <translation>variante inglesa de rey</translation>
    </message>
    <message>
        <source>King&apos;s Gambit</source>
        <translation>gambito de rey</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Accepted</source>
        <translation>gambito de rey aceptado</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Declined</source>
        <translation>gambito de rey rehusado</translation>
    </message>
    <message>
        <source>King&apos;s Indian Attack</source>
        <translation>ataque indio de rey</translation>
    </message>
    <message>
        <source>King&apos;s Indian Defense</source>
        <translation>defensa india de rey</translation>
    </message>
    <message>
        <source>King&apos;s Knight Opening</source>
        <translation>apertura del caballo de rey</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Game</source>
        <translation>apertura de peón de rey</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Line</source>
        <translation>línea del peón de rey</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Opening</source>
        <translation>apertura con el peón de rey</translation>
    </message>
    <message>
        <source>Kádas Opening</source>
        <translation>apertura Kádas</translation>
    </message>
    <message>
        <source>Lasker Defense</source>
        <translation>defensa Lasker</translation>
    </message>
    <message>
        <source>Lasker Simul Special</source>
        <translation>especial de simultáneas de Lasker</translation>
    </message>
    <message>
        <source>Lasker Variation</source>
        <translation>variante Lasker</translation>
    </message>
    <message>
        <source>Lasker-Pelikan Variation</source>
        <translation>variante Lasker-Pelikan</translation>
    </message>
    <message>
        <source>Latvian Gambit</source>
        <translation>gambito letón</translation>
    </message>
    <message>
        <source>Latvian Gambit Accepted</source>
        <translation>gambito letón aceptado</translation>
    </message>
    <message>
        <source>Lemming Defense</source>
        <translation>defensa lemming</translation>
    </message>
    <message>
        <source>Leningrad Variation</source>
        <translation>variante Leningrado</translation>
    </message>
    <message>
        <source>Lion Defense</source>
        <translation>defensa del león</translation>
    </message>
    <message>
        <source>Lion Variation</source>
        <translation>variante del león</translation>
    </message>
    <message>
        <source>London System</source>
        <translation>sistema Londres</translation>
    </message>
    <message>
        <source>Main Line</source>
        <translation>línea principal</translation>
    </message>
    <message>
        <source>Marienbad System</source>
        <translation>sistema Marienbad</translation>
    </message>
    <message>
        <source>Marshall Attack</source>
        <translation>ataque Marshall</translation>
    </message>
    <message>
        <source>Marshall Gambit</source>
        <translation>gambito Marshall</translation>
    </message>
    <message>
        <source>Maróczy Bind</source>
        <translation>estructura Maróczy</translation>
    </message>
    <message>
        <source>Max Lange Attack</source>
        <translation>ataque Max Lange</translation>
    </message>
    <message>
        <source>McCutcheon Variation</source>
        <translation>variante McCutcheon</translation>
    </message>
    <message>
        <source>Meran Variation</source>
        <translation>variante Merano</translation>
    </message>
    <message>
        <source>Mexican Defense</source>
        <translation>defensa mexicana</translation>
    </message>
    <message>
        <source>Mieses Opening</source>
        <translation>apertura Mieses</translation>
    </message>
    <message>
        <source>Mikenas Defense</source>
        <translation>defensa Mikenas</translation>
    </message>
    <message>
        <source>Modern Attack</source>
        <translation>ataque moderno</translation>
    </message>
    <message>
        <source>Modern Defense</source>
        <translation>defensa moderna</translation>
    </message>
    <message>
        <source>Modern Line</source>
        <translation>línea moderna</translation>
    </message>
    <message>
        <source>Modern Steinitz Defense</source>
        <translation>defensa Steinitz moderna</translation>
    </message>
    <message>
        <source>Modern Variation</source>
        <translation>variante moderna</translation>
    </message>
    <message>
        <source>Montevideo Defense</source>
        <translation>defensa Montevideo</translation>
    </message>
    <message>
        <source>Morphy Defense</source>
        <translation>defensa Morphy</translation>
    </message>
    <message>
        <source>Moscow Variation</source>
        <translation>variante Moscú</translation>
    </message>
    <message>
        <source>Najdorf Variation</source>
        <translation>variante Najdorf</translation>
    </message>
    <message>
        <source>Neo-Catalan Declined</source>
        <translation>neocatalana rehusada</translation>
    </message>
    <message>
        <source>Neo-Grünfeld Defense</source>
        <translation>defensa neo-Grünfeld</translation>
    </message>
    <message>
        <source>Nimzo-Indian Defense</source>
        <translation>defensa nimzoindia</translation>
    </message>
    <message>
        <source>Nimzo-Larsen Attack</source>
        <translation>ataque Nimzo-Larsen</translation>
    </message>
    <message>
        <source>Nimzowitsch Defense</source>
        <translation>defensa Nimzowitsch</translation>
    </message>
    <message>
        <source>Nimzowitsch Variation</source>
        <translation>variante Nimzowitsch</translation>
    </message>
    <message>
        <source>Normal Variation</source>
        <translation>variante normal</translation>
    </message>
    <message>
        <source>Nyezhmetdinov-Rossolimo Attack</source>
        <translation>ataque Nezhmetdínov-Rossolimo</translation>
    </message>
    <message>
        <source>O&apos;Kelly Variation</source>
        <translation>variante O&apos;Kelly</translation>
    </message>
    <message>
        <source>Old Indian Defense</source>
        <translation>defensa india antigua</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>variante abierta</translation>
    </message>
    <message>
        <source>Open Defense</source>
        <translation>defensa abierta</translation>
    </message>
    <message>
        <source>Open System</source>
        <translation>sistema abierto</translation>
    </message>
    <message>
        <source>Orthodox Defense</source>
        <translation>defensa ortodoxa</translation>
    </message>
    <message>
        <source>Orthodox Variation</source>
        <translation>variante ortodoxa</translation>
    </message>
    <message>
        <source>Owen Defense</source>
        <translation>defensa Owen</translation>
    </message>
    <message>
        <source>Paleface Attack</source>
        <translation>ataque rostro pálido</translation>
    </message>
    <message>
        <source>Panov Attack</source>
        <translation>ataque Panov</translation>
    </message>
    <message>
        <source>Paulsen Variation</source>
        <translation>variante Paulsen</translation>
    </message>
    <message>
        <source>Petrosian Variation</source>
        <translation>variante Petrosián</translation>
    </message>
    <message>
        <source>Petrov&apos;s Defense</source>
        <translation>defensa Petrov</translation>
    </message>
    <message>
        <source>Philidor Defense</source>
        <translation>defensa Philidor</translation>
    </message>
    <message>
        <source>Pirc Defense</source>
        <translation>defensa Pirc</translation>
    </message>
    <message>
        <source>Poisoned Pawn Variation</source>
        <translation>variante del peón envenenado</translation>
    </message>
    <message>
        <source>Polerio Defense</source>
        <translation>defensa Polerio</translation>
    </message>
    <message>
        <source>Polish Defense</source>
        <translation>defensa polaca</translation>
    </message>
    <message>
        <source>Polish Opening</source>
        <translation>apertura polaca</translation>
    </message>
    <message>
        <source>Ponziani Opening</source>
        <translation>apertura Ponziani</translation>
    </message>
    <message>
        <source>Portuguese Gambit</source>
        <translation>gambito portugués</translation>
    </message>
    <message>
        <source>Portuguese Opening</source>
        <translation>apertura portuguesa</translation>
    </message>
    <message>
        <source>Positional Variation</source>
        <translation>variante posicional</translation>
    </message>
    <message>
        <source>Pseudo Queen&apos;s Indian Defense</source>
        <translation>defensa pseudoindia de dama</translation>
    </message>
    <message>
        <source>Pterodactyl Defense</source>
        <translation>defensa pterodáctilo</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit</source>
        <translation>gambito de dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Accepted</source>
        <translation>gambito de dama aceptado</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Declined</source>
        <translation>gambito de dama rehusado</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Accelerated</source>
        <translation>india de dama acelerada</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Defense</source>
        <translation>defensa india de dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn</source>
        <translation>peón de dama</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn Game</source>
        <translation>apertura de peón de dama</translation>
    </message>
    <message>
        <source>Quiet Variation</source>
        <translation>variante tranquila</translation>
    </message>
    <message>
        <source>Rapport-Jobava System</source>
        <translation>sistema Rapport-Jobava</translation>
    </message>
    <message>
        <source>Rat Defense</source>
        <translation>defensa rata</translation>
    </message>
    <message>
        <source>Retreat Variation</source>
        <translation>variante de la retirada</translation>
    </message>
    <message>
        <source>Richter-Rauzer Variation</source>
        <translation>variante Richter-Rauzer</translation>
    </message>
    <message>
        <source>Richter-Veresov Attack</source>
        <translation>ataque Richter-Veresov</translation>
    </message>
    <message>
        <source>Robatsch Defense</source>
        <translation>defensa Robatsch</translation>
    </message>
    <message>
        <source>Rubinstein Opening</source>
        <translation>apertura Rubinstein</translation>
    </message>
    <message>
        <source>Rubinstein System</source>
        <translation>sistema Rubinstein</translation>
    </message>
    <message>
        <source>Rubinstein Variation</source>
        <translation>variante Rubinstein</translation>
    </message>
    <message>
        <source>Russian Variation</source>
        <translation>variante rusa</translation>
    </message>
    <message>
        <source>Ruy Lopez</source>
        <translation>apertura española</translation>
    </message>
    <message>
        <source>Réti Opening</source>
        <translation>apertura Réti</translation>
    </message>
    <message>
        <source>Saragossa Opening</source>
        <translation>apertura Zaragoza</translation>
    </message>
    <message>
        <source>Scandinavian Defense</source>
        <translation>defensa escandinava</translation>
    </message>
    <message>
        <source>Scandinavian Variation</source>
        <translation>variante escandinava</translation>
    </message>
    <message>
        <source>Scheveningen Variation</source>
        <translation>variante Scheveningen</translation>
    </message>
    <message>
        <source>Schliemann Defense</source>
        <translation>defensa Schliemann</translation>
    </message>
    <message>
        <source>Scotch Gambit</source>
        <translation>gambito escocés</translation>
    </message>
    <message>
        <source>Scotch Game</source>
        <translation>apertura escocesa</translation>
    </message>
    <message>
        <source>Semi-Slav Defense</source>
        <translation>defensa semieslava</translation>
    </message>
    <message>
        <source>Semi-Slav Defense Accepted</source>
        <translation>defensa semieslava aceptada</translation>
    </message>
    <message>
        <source>Semi-Tarrasch Defense</source>
        <translation>defensa semi-Tarrasch</translation>
    </message>
    <message>
        <source>Sicilian</source>
        <translation>esquema siciliano</translation>
    </message>
    <message>
        <source>Sicilian Defense</source>
        <translation>defensa siciliana</translation>
    </message>
    <message>
        <source>Slav Defense</source>
        <translation>defensa eslava</translation>
    </message>
    <message>
        <source>Slav Indian</source>
        <translation>india eslava</translation>
    </message>
    <message>
        <source>Smith-Morra Gambit Accepted</source>
        <translation>gambito Smith-Morra aceptado</translation>
    </message>
    <message>
        <source>Smyslov Variation</source>
        <translation>variante Smyslov</translation>
    </message>
    <message>
        <source>Sodium Attack</source>
        <translation>ataque sodio</translation>
    </message>
    <message>
        <source>Spanish Variation</source>
        <translation>variante española</translation>
    </message>
    <message>
        <source>Spassky Variation</source>
        <translation>variante Spassky</translation>
    </message>
    <message>
        <source>Spielmann Variation</source>
        <translation>variante Spielmann</translation>
    </message>
    <message>
        <source>St. George Defense</source>
        <translation>defensa San Jorge</translation>
    </message>
    <message>
        <source>St. Petersburg Variation</source>
        <translation>variante San Petersburgo</translation>
    </message>
    <message>
        <source>Stanley Variation</source>
        <translation>variante Stanley</translation>
    </message>
    <message>
        <source>Staunton Gambit</source>
        <translation>gambito Staunton</translation>
    </message>
    <message>
        <source>Steinitz Variation</source>
        <translation>variante Steinitz</translation>
    </message>
    <message>
        <source>Stoltz Variation</source>
        <translation>variante Stoltz</translation>
    </message>
    <message>
        <source>Stonewall Variation</source>
        <translation>variante Stonewall</translation>
    </message>
    <message>
        <source>Symmetrical Variation</source>
        <translation>variante simétrica</translation>
    </message>
    <message>
        <source>Sämisch Variation</source>
        <translation>variante Sämisch</translation>
    </message>
    <message>
        <source>Taimanov Variation</source>
        <translation>variante Taimánov</translation>
    </message>
    <message>
        <source>Tarrasch Defense</source>
        <translation>defensa Tarrasch</translation>
    </message>
    <message>
        <source>Tarrasch Variation</source>
        <translation>variante Tarrasch</translation>
    </message>
    <message>
        <source>Tartakower Variation</source>
        <translation>variante Tartakower</translation>
    </message>
    <message>
        <source>Three Knights Opening</source>
        <translation>apertura de los tres caballos</translation>
    </message>
    <message>
        <source>Three Knights Variation</source>
        <translation>variante de los tres caballos</translation>
    </message>
    <message>
        <source>Torre Attack</source>
        <translation>ataque Torre</translation>
    </message>
    <message>
        <source>Traditional Variation</source>
        <translation>variante tradicional</translation>
    </message>
    <message>
        <source>Trompowsky Attack</source>
        <translation>ataque Trompowsky</translation>
    </message>
    <message>
        <source>Two Knights Defense</source>
        <translation>defensa de los dos caballos</translation>
    </message>
    <message>
        <source>Two Knights Variation</source>
        <translation>variante de los dos caballos</translation>
    </message>
    <message>
        <source>Valencia Opening</source>
        <translation>apertura Valencia</translation>
    </message>
    <message>
        <source>Van Geet Opening</source>
        <translation>apertura Van Geet</translation>
    </message>
    <message>
        <source>Van&apos;t Kruijs Opening</source>
        <translation>apertura Van&apos;t Kruijs</translation>
    </message>
    <message>
        <source>Vienna Gambit</source>
        <translation>gambito vienés</translation>
    </message>
    <message>
        <source>Vienna Game</source>
        <translation>apertura vienesa</translation>
    </message>
    <message>
        <source>Vulture Defense</source>
        <translation>defensa buitre</translation>
    </message>
    <message>
        <source>Wade Defense</source>
        <translation>defensa Wade</translation>
    </message>
    <message>
        <source>Ware Defense</source>
        <translation>defensa Ware</translation>
    </message>
    <message>
        <source>Ware Opening</source>
        <translation>apertura Ware</translation>
    </message>
    <message>
        <source>Winawer Variation</source>
        <translation>variante Winawer</translation>
    </message>
    <message>
        <source>Wing Gambit</source>
        <translation>gambito del flanco</translation>
    </message>
    <message>
        <source>Yugoslav Attack</source>
        <translation>ataque yugoslavo</translation>
    </message>
    <message>
        <source>Yugoslav Variation</source>
        <translation>variante yugoslava</translation>
    </message>
    <message>
        <source>Yusupov-Rubinstein System</source>
        <translation>sistema Yusupov-Rubinstein</translation>
    </message>
    <message>
        <source>Zaire Defense</source>
        <translation>defensa zaireña</translation>
    </message>
    <message>
        <source>Zilbermints Gambit</source>
        <translation>gambito Zilbermints</translation>
    </message>
    <message>
        <source>Zukertort Defense</source>
        <translation>defensa Zukertort</translation>
    </message>
    <message>
        <source>Zukertort Opening</source>
        <translation>apertura Zukertort</translation>
    </message>
    <message>
        <source>with Max Lange Defense</source>
        <translation>con la defensa Max Lange</translation>
    </message>
    <message>
        <source>%1 Accepted</source>
        <extracomment>A gambit taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;), translated with these patterns. Opening names: write every name as it stands after &quot;Sicilian Defense:&quot; in your language (the first letter of a whole name is made a capital).</extracomment>
        <translation>%1 aceptado</translation>
    </message>
    <message>
        <source>%1 Declined</source>
        <extracomment>A gambit not taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;).</extracomment>
        <translation>%1 rehusado</translation>
    </message>
    <message>
        <source>%1 Deferred</source>
        <extracomment>A line played a few moves later than usual: &quot;%1&quot; is it (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>%1 en forma diferida</translation>
    </message>
    <message>
        <source>%1 Variation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English: a player, a place (&quot;Najdorf Variation&quot;).</extracomment>
        <translation>variante %1</translation>
    </message>
    <message>
        <source>%1 Gambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Smith-Morra Gambit&quot;).</extracomment>
        <translation>gambito %1</translation>
    </message>
    <message>
        <source>%1 Countergambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Countergambit&quot;).</extracomment>
        <translation>contragambito %1</translation>
    </message>
    <message>
        <source>%1 Defense</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>defensa %1</translation>
    </message>
    <message>
        <source>%1 Attack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Richter Attack&quot;).</extracomment>
        <translation>ataque %1</translation>
    </message>
    <message>
        <source>%1 Counterattack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Brussels Counterattack&quot;).</extracomment>
        <translation>contraataque %1</translation>
    </message>
    <message>
        <source>%1 System</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Stonewall System&quot;).</extracomment>
        <translation>sistema %1</translation>
    </message>
    <message>
        <source>%1 Line</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Fischer Line&quot;).</extracomment>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>%1 Formation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Hedgehog Formation&quot;).</extracomment>
        <translation>formación %1</translation>
    </message>
    <message>
        <source>%1 Trap</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Noah&apos;s Ark Trap&quot;).</extracomment>
        <translation>trampa %1</translation>
    </message>
    <message>
        <source>%1 Opening</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Mieses Opening&quot;).</extracomment>
        <translation>apertura %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>A line told apart by the moves in &quot;%1&quot;, in English notation (&quot;with Bc4&quot;).</extracomment>
        <translation>con %1</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>«%1» inesperado</translation>
    </message>
    <message>
        <source>a tag name must follow &quot;[&quot;, not &quot;%1&quot;</source>
        <translation>tras «[» debe ir el nombre de una etiqueta, no «%1»</translation>
    </message>
    <message>
        <source>a quoted tag value must follow the tag name, not &quot;%1&quot;</source>
        <translation>tras el nombre de la etiqueta debe ir un valor entre comillas, no «%1»</translation>
    </message>
    <message>
        <source>&quot;]&quot; must close the tag, not &quot;%1&quot;</source>
        <translation>la etiqueta debe cerrarse con «]», no con «%1»</translation>
    </message>
    <message>
        <source>the tag value is not closed by &quot; on its line</source>
        <translation>el valor de la etiqueta no se cierra con &quot; en su línea</translation>
    </message>
    <message>
        <source>the comment starting here is never closed by &quot;}&quot;</source>
        <translation>el comentario que empieza aquí nunca se cierra con «}»</translation>
    </message>
    <message>
        <source>the FEN tag cannot be read: %1</source>
        <translation>no se puede leer la etiqueta FEN: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» no es una jugada</translation>
    </message>
    <message>
        <source>no piece can make the move &quot;%1&quot;</source>
        <translation>ninguna pieza puede hacer la jugada «%1»</translation>
    </message>
    <message>
        <source>the move &quot;%1&quot; is ambiguous: it can be %2</source>
        <translation>la jugada «%1» es ambigua: puede ser %2</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;. %2</source>
        <translation>jugada ilegal «%1». %2</translation>
    </message>
    <message>
        <source>a null move is not possible while in check</source>
        <translation>una jugada nula no es posible estando en jaque</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NAG ($0 to $255)</source>
        <translation>«%1» no es un NAG (de $0 a $255)</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>una variante debe ir después de la jugada que sustituye</translation>
    </message>
    <message>
        <source>the game ends before its variation is closed by &quot;)&quot;</source>
        <translation>la partida termina antes de que su variante se cierre con «)»</translation>
    </message>
    <message>
        <source>&quot;)&quot; closes no variation</source>
        <translation>«)» no cierra ninguna variante</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>partida %1, línea %2, columna %3: %4</translation>
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
        <translation>UTF-16 little-endian (byte menos significativo primero)</translation>
    </message>
    <message>
        <source>UTF-16 big-endian</source>
        <translation>UTF-16 big-endian (byte más significativo primero)</translation>
    </message>
    <message>
        <source>UTF-32 little-endian</source>
        <translation>UTF-32 little-endian (byte menos significativo primero)</translation>
    </message>
    <message>
        <source>UTF-32 big-endian</source>
        <translation>UTF-32 big-endian (byte más significativo primero)</translation>
    </message>
    <message>
        <source>&quot;%1…&quot; is longer than %2, the most a move or symbol may take</source>
        <translation>«%1…» ocupa más de %2, lo máximo que puede ocupar una jugada o un símbolo</translation>
    </message>
    <message>
        <source>the tag value &quot;%1…&quot; is longer than %2, the most a tag value may take</source>
        <translation>el valor de la etiqueta «%1…» ocupa más de %2, lo máximo que puede ocupar un valor de etiqueta</translation>
    </message>
    <message>
        <source>the comment starting here is longer than %1, the most a comment may take</source>
        <translation>el comentario que empieza aquí ocupa más de %1, lo máximo que puede ocupar un comentario</translation>
    </message>
    <message>
        <source>the game is longer than %1, the most a game may take</source>
        <translation>la partida ocupa más de %1, lo máximo que puede ocupar una partida</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (variations included), the most a game may have</source>
        <translation>la partida tiene más de %1 jugadas (contando las variantes), lo máximo que puede tener una partida</translation>
    </message>
    <message>
        <source>the file is %1 text; Ferz reads PGN in UTF-8, Latin-1 or Windows-1251</source>
        <translation>el archivo es texto en %1; Ferz lee PGN en UTF-8, Latin-1 o Windows-1251</translation>
    </message>
    <message>
        <source>the game has more than %1 errors; the others are not listed</source>
        <translation>la partida tiene más de %1 errores; los demás no se listan</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (cirílico)</translation>
    </message>
    <message>
        <source>Latin-1 (Western European)</source>
        <translation>Latin-1 (Europa occidental)</translation>
    </message>
    <message>
        <source>Some names or comments of this game are not UTF-8: they were read as %1.</source>
        <translation>Algunos nombres o comentarios de esta partida no están en UTF-8: se leyeron como %1.</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is neither standard chess nor Chess960</source>
        <translation>la variante «%1» no es ajedrez estándar ni ajedrez 960</translation>
    </message>
    <message>
        <source>a Chess960 game needs its start position in a FEN tag</source>
        <translation>una partida de ajedrez 960 necesita su posición inicial en una etiqueta FEN</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>the file became shorter while it was copied</source>
        <translation>el archivo se acortó mientras se copiaba</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>is not a regular file (a folder, a device or a pipe): games are read from files only</source>
        <translation>no es un archivo normal (una carpeta, un dispositivo o una tubería): las partidas solo se leen de archivos</translation>
    </message>
</context>
<context>
    <name>PositionWords</name>
    <message numerus="yes">
        <source>%n pawn(s): %1</source>
        <translation>
            <numerusform>%n peón: %1</numerusform>
            <numerusform>%n peones: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s): %1</source>
        <translation>
            <numerusform>%n caballo: %1</numerusform>
            <numerusform>%n caballos: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s): %1</source>
        <translation>
            <numerusform>%n alfil: %1</numerusform>
            <numerusform>%n alfiles: %1</numerusform>
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
            <numerusform>%n rey: %1</numerusform>
            <numerusform>%n reyes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Negras: %1.</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: vacía.</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>%1: it is White&apos;s turn.</source>
        <translation>%1: es el turno de las blancas.</translation>
    </message>
    <message>
        <source>%1: it is Black&apos;s turn.</source>
        <translation>%1: es el turno de las negras.</translation>
    </message>
    <message>
        <source>%1: no legal move.</source>
        <translation>%1: ninguna jugada legal.</translation>
    </message>
    <message>
        <source>%1. Legal moves: %2.</source>
        <translation>%1. Jugadas legales: %2.</translation>
    </message>
    <message>
        <source>Attacked by %1.</source>
        <translation>Atacantes: %1.</translation>
    </message>
    <message>
        <source>Not attacked.</source>
        <translation>Sin atacantes.</translation>
    </message>
    <message>
        <source>Defended by %1.</source>
        <translation>Defensores: %1.</translation>
    </message>
    <message>
        <source>Not defended.</source>
        <translation>Sin defensores.</translation>
    </message>
    <message>
        <source>White reaches it with %1.</source>
        <translation>Las blancas la alcanzan con: %1.</translation>
    </message>
    <message>
        <source>Black reaches it with %1.</source>
        <translation>Las negras la alcanzan con: %1.</translation>
    </message>
    <message>
        <source>No white piece reaches it.</source>
        <translation>Ninguna pieza blanca la alcanza.</translation>
    </message>
    <message>
        <source>No black piece reaches it.</source>
        <translation>Ninguna pieza negra la alcanza.</translation>
    </message>
    <message>
        <source>%1. White: %2</source>
        <translation>%1. Blancas: %2</translation>
    </message>
    <message>
        <source>%1. Black: %2</source>
        <translation>%1. Negras: %2</translation>
    </message>
    <message>
        <source>Variation: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Comentario: %1</translation>
    </message>
    <message>
        <source>No move has been played yet.</source>
        <translation>Todavía no se ha jugado ninguna jugada.</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>Última jugada: %1.</translation>
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
        <translation>Esta partida no tiene reloj.</translation>
    </message>
    <message>
        <source>White: %1. Black: %2.</source>
        <translation>Blancas: %1. Negras: %2.</translation>
    </message>
    <message>
        <source>The clock is paused.</source>
        <translation>El reloj está en pausa.</translation>
    </message>
    <message>
        <source>White has less than ten seconds left.</source>
        <translation>A las blancas les quedan menos de diez segundos.</translation>
    </message>
    <message>
        <source>Black has less than ten seconds left.</source>
        <translation>A las negras les quedan menos de diez segundos.</translation>
    </message>
    <message>
        <source>White has less than a minute left.</source>
        <translation>A las blancas les queda menos de un minuto.</translation>
    </message>
    <message>
        <source>Black has less than a minute left.</source>
        <translation>A las negras les queda menos de un minuto.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>White won.</source>
        <translation>Ganaron las blancas.</translation>
    </message>
    <message>
        <source>Black won.</source>
        <translation>Ganaron las negras.</translation>
    </message>
    <message>
        <source>Drawn.</source>
        <translation>Tablas.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>El comienzo de la partida.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Pawn</source>
        <translation>Peón</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfil</translation>
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
        <translation>Rey</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <source>, promotes to a knight</source>
        <translation>, corona caballo</translation>
    </message>
    <message>
        <source>, promotes to a bishop</source>
        <translation>, corona alfil</translation>
    </message>
    <message>
        <source>, promotes to a rook</source>
        <translation>, corona torre</translation>
    </message>
    <message>
        <source>, promotes to a queen</source>
        <translation>, corona dama</translation>
    </message>
    <message>
        <source>%1 from %2 takes %3</source>
        <translation>%1 de %2 captura en %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 a %3</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 captura en %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a piece and the square it goes to: Knight f3</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, en passant</source>
        <translation>, al paso</translation>
    </message>
    <message>
        <source>Null move</source>
        <translation>Jugada nula</translation>
    </message>
    <message>
        <source>Castles kingside</source>
        <translation>Enroque corto</translation>
    </message>
    <message>
        <source>Castles queenside</source>
        <translation>Enroque largo</translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation>, jaque mate</translation>
    </message>
    <message>
        <source>, check</source>
        <translation>, jaque</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <comment>a pawn capture: the file the pawn leaves (a letter a-h), the square it takes on: e takes d5</comment>
        <translation>Peón de %1 captura en %2</translation>
    </message>
</context>
<context>
    <name>Tablebase</name>
    <message>
        <source>Draw with best play</source>
        <translation>Tablas con el mejor juego</translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation>Las negras reciben jaque mate</translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation>Las blancas reciben jaque mate</translation>
    </message>
    <message numerus="yes">
        <source>White wins: mate in %n</source>
        <translation>
            <numerusform>Ganan las blancas: mate en %n jugada</numerusform>
            <numerusform>Ganan las blancas: mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins: mate in %n</source>
        <translation>
            <numerusform>Ganan las negras: mate en %n jugada</numerusform>
            <numerusform>Ganan las negras: mate en %n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ferz::AccessCommands</name>
    <message>
        <source>Only a game being played has clocks.</source>
        <translation>Solo una partida en juego tiene reloj.</translation>
    </message>
    <message>
        <source>The square cursor is off: Ctrl+B turns it on.</source>
        <translation>El cursor de casillas está apagado: Control+B lo enciende.</translation>
    </message>
    <message>
        <source>Speaking aloud.</source>
        <translation>Lectura en voz alta activada.</translation>
    </message>
    <message>
        <source>No longer speaking aloud.</source>
        <translation>Lectura en voz alta desactivada.</translation>
    </message>
    <message>
        <source>Board flipped: Black is at the bottom; Up goes towards White.</source>
        <translation>Tablero girado: las negras están abajo; la flecha arriba va hacia las blancas.</translation>
    </message>
    <message>
        <source>Board flipped: White is at the bottom; Up goes towards Black.</source>
        <translation>Tablero girado: las blancas están abajo; la flecha arriba va hacia las negras.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Rehecho: %1.</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <comment>an engine&apos;s name and its move in words: Stockfish plays Knight f6</comment>
        <translation>%1 juega: %2</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept it with %2, decline it with %3 or by moving.</source>
        <translation>%1 ofrecen tablas: acéptelas con %2, rechácelas con %3 o jugando.</translation>
    </message>
</context>
<context>
    <name>ferz::AnalysisPanel</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Start or stop the engine&apos;s analysis of the shown position (Ctrl+E)</source>
        <translation>Iniciar o detener el análisis del motor de la posición mostrada (Control+E)</translation>
    </message>
    <message>
        <source>The evaluation from White&apos;s point of view: + is good for White, #3 means White mates in 3 moves, #−3 Black mates in 3</source>
        <translation>La evaluación desde el punto de vista de las blancas: + favorece a las blancas, #3 significa que las blancas dan mate en 3 jugadas, #−3 que dan mate las negras en 3</translation>
    </message>
    <message>
        <source>Press Analyse (Ctrl+E) to let the engine look at the shown position.</source>
        <translation>Pulsa Analizar (Control+E) para que el motor estudie la posición mostrada.</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Análisis detenido.</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish with “sudo apt-get install stockfish”, or choose an engine with Analysis ▸ Choose Engine…</source>
        <translation>No se encontró ningún motor de ajedrez. Instala Stockfish con «sudo apt-get install stockfish» o elige un motor en Análisis ▸ Elegir motor…</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Iniciando el motor…</translation>
    </message>
    <message>
        <source>Click a line to add it to the game as a variation.</source>
        <translation>Haz clic en una línea para añadirla a la partida como variante.</translation>
    </message>
    <message>
        <source>Lines can be added as variations where the game has a next move.</source>
        <translation>Las líneas pueden añadirse como variantes donde la partida tiene una jugada siguiente.</translation>
    </message>
    <message>
        <source>Press Analyse to try again, or choose another engine with Analysis ▸ Choose Engine…</source>
        <translation>Pulsa Analizar para volver a intentarlo, o elige otro motor en Análisis ▸ Elegir motor…</translation>
    </message>
    <message>
        <source>Click to add this line to the game as a variation</source>
        <translation>Haz clic para añadir esta línea a la partida como variante</translation>
    </message>
    <message>
        <source>At the end of the game a line cannot become a variation</source>
        <translation>Al final de la partida una línea no puede convertirse en variante</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <translation>%1 M nodos/s</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <translation>%1 k nodos/s</translation>
    </message>
    <message>
        <source>%1 Ferz uses %2 instead.</source>
        <translation>%1 En su lugar, Ferz usa %2.</translation>
    </message>
    <message>
        <source>Endgame tables: making the tables for this material, %1%…</source>
        <translation>Tablas de finales: se están calculando las tablas de este material, %1%…</translation>
    </message>
    <message>
        <source>Endgame tables: %1</source>
        <translation>Tablas de finales: %1</translation>
    </message>
    <message>
        <source>Best moves: %1</source>
        <translation>Mejores jugadas: %1</translation>
    </message>
    <message>
        <source>Endgame tables: making the tables for this material…</source>
        <translation>Tablas de finales: se están calculando las tablas de este material…</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateCommands</name>
    <message>
        <source>The annotation stopped: another game is shown.</source>
        <translation>La anotación se detuvo: se muestra otra partida.</translation>
    </message>
    <message>
        <source>A game being played can be annotated once it is over</source>
        <translation>Una partida en juego se puede anotar cuando termine</translation>
    </message>
    <message>
        <source>The engine is annotating a game</source>
        <translation>El motor está anotando una partida</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the main line</source>
        <translation>Deja que el motor juzgue cada jugada de la línea principal</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar con el motor</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish (the Debian package stockfish) or choose an engine with Analysis ▸ Choose Engine.</source>
        <translation>No se encontró ningún motor de ajedrez. Instala Stockfish (el paquete de Debian stockfish) o elige un motor en Análisis ▸ Elegir motor.</translation>
    </message>
    <message>
        <source>Annotating with %1</source>
        <translation>Anotando con %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Annotating with %1: position %2 of %3</source>
        <translation>Anotando con %1: posición %2 de %3</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed while the engine was looking at them, so nothing was added. Annotate it again.</source>
        <translation>Las jugadas de la partida cambiaron mientras el motor las examinaba, así que no se añadió nada. Vuelve a anotarla.</translation>
    </message>
    <message>
        <source>Annotated. White: %1 ?!, %2 ?, %3 ??. Black: %4 ?!, %5 ?, %6 ??. Edit ▸ Undo takes the whole annotation back.</source>
        <translation>Partida anotada. Blancas: %1 ?!, %2 ?, %3 ??. Negras: %4 ?!, %5 ?, %6 ??. Editar ▸ Deshacer retira toda la anotación.</translation>
    </message>
    <message>
        <source>The annotation stopped: %1 The game is unchanged.</source>
        <translation>La anotación se detuvo: %1 La partida no ha cambiado.</translation>
    </message>
    <message>
        <source>The annotation was cancelled; the game is unchanged.</source>
        <translation>Se canceló la anotación; la partida no ha cambiado.</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateDialog</name>
    <message>
        <source>Annotate with Engine</source>
        <translation>Anotar con el motor</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Anotar</translation>
    </message>
    <message>
        <source>To &amp;depth, in plies</source>
        <translation>Hasta la &amp;profundidad, en medias jugadas</translation>
    </message>
    <message>
        <source>&amp;Time per move, in seconds</source>
        <translation>&amp;Tiempo por jugada, en segundos</translation>
    </message>
    <message>
        <source>The engine %1 looks at every position of the main line. Ferz then adds the evaluation after each move, marks inaccuracies (?!), mistakes (?) and blunders (??) with a better line for each, and sums up both sides in the game comment. The window stays usable meanwhile, and Edit ▸ Undo takes the whole annotation back.</source>
        <translation>El motor %1 examina cada posición de la línea principal. Después Ferz añade la evaluación tras cada jugada, marca las imprecisiones (?!), los errores (?) y los errores graves (??) con una línea mejor para cada uno, y resume a ambos bandos en el comentario de la partida. Mientras tanto puedes seguir usando la ventana, y Editar ▸ Deshacer retira toda la anotación.</translation>
    </message>
</context>
<context>
    <name>ferz::Annotation</name>
    <message>
        <source>Annotated by %1. White: accuracy %2%, average loss %3 centipawns, inaccuracies (?!) %4, mistakes (?) %5, blunders (??) %6. Black: accuracy %7%, average loss %8 centipawns, inaccuracies (?!) %9, mistakes (?) %10, blunders (??) %11.</source>
        <translation>Anotada por %1. Blancas: precisión %2%, pérdida media %3 centipeones, imprecisiones (?!) %4, errores (?) %5, errores graves (??) %6. Negras: precisión %7%, pérdida media %8 centipeones, imprecisiones (?!) %9, errores (?) %10, errores graves (??) %11.</translation>
    </message>
    <message>
        <source>%1, %2 s per move</source>
        <translation>%1, %2 s por jugada</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, profundidad %2</translation>
    </message>
</context>
<context>
    <name>ferz::BoardAnnouncer</name>
    <message>
        <source>Square cursor off.</source>
        <translation>Cursor de casillas apagado.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Levantada: %1.</translation>
    </message>
    <message>
        <source>Put back: %1.</source>
        <translation>Devuelta a su casilla: %1.</translation>
    </message>
    <message>
        <source>%1: nothing to pick up.</source>
        <translation>%1: no hay nada que levantar.</translation>
    </message>
    <message>
        <source>%1: White is to move.</source>
        <translation>%1: juegan las blancas.</translation>
    </message>
    <message>
        <source>%1: Black is to move.</source>
        <translation>%1: juegan las negras.</translation>
    </message>
    <message>
        <source>Promote to: %1. The arrow keys change the piece, Enter chooses it, Esc cancels.</source>
        <translation>Promoción a: %1. Las flechas cambian la pieza, Intro la elige, Escape cancela.</translation>
    </message>
    <message>
        <source>Square cursor on %1: the arrow keys move it, Enter picks up a piece and puts it down, Esc leaves.</source>
        <translation>Cursor de casillas en %1: las flechas lo mueven, Intro levanta una pieza y la suelta, Escape sale.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardController</name>
    <message>
        <source>The board stays turned until the next move; then Auto-Flip turns it to the side to move.</source>
        <translation>El tablero se queda girado hasta la próxima jugada; entonces el giro automático lo vuelve hacia el bando que juega.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardPanel</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Jugada:</translation>
    </message>
</context>
<context>
    <name>ferz::CommentEditor</name>
    <message>
        <source>Comment on the Game</source>
        <translation>Comentario de la partida</translation>
    </message>
    <message>
        <source>Comments on %1</source>
        <translation>Comentarios a %1</translation>
    </message>
    <message>
        <source>Before the first move:</source>
        <translation>Antes de la primera jugada:</translation>
    </message>
    <message>
        <source>Before %1:</source>
        <translation>Antes de %1:</translation>
    </message>
    <message>
        <source>After %1:</source>
        <translation>Después de %1:</translation>
    </message>
    <message>
        <source>Braces are saved as %1 and %2: in a PGN file a } would end the comment.</source>
        <translation>Las llaves se guardan como %1 y %2: en un archivo PGN, una } terminaría el comentario.</translation>
    </message>
</context>
<context>
    <name>ferz::CourseWindow</name>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Rules Course</source>
        <translation>Curso de reglas</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Hint (F2)</source>
        <translation>Pista (F2)</translation>
    </message>
    <message>
        <source>Retry (F5)</source>
        <translation>Reintentar (F5)</translation>
    </message>
    <message>
        <source>Rule Page (F1)</source>
        <translation>Página de la regla (F1)</translation>
    </message>
    <message>
        <source>Next Level (Ctrl+N)</source>
        <translation>Siguiente nivel (Control+N)</translation>
    </message>
    <message>
        <source>This level has no hint.</source>
        <translation>Este nivel no tiene pista.</translation>
    </message>
    <message>
        <source>The level is over: Retry (F5) plays it again, and its hint is there again.</source>
        <translation>El nivel ha terminado: Reintentar (F5) lo juega otra vez, y su pista vuelve a estar disponible.</translation>
    </message>
    <message>
        <source>The hint is shown under the board.</source>
        <translation>La pista está debajo del tablero.</translation>
    </message>
    <message>
        <source>Shows a hint: what to look at. A level solved with a hint earns at most two stars.</source>
        <translation>Muestra una pista: qué mirar. Un nivel resuelto con pista gana como mucho dos estrellas.</translation>
    </message>
    <message>
        <source>Nothing is due for review today.</source>
        <translation>Hoy no hay nada que repasar.</translation>
    </message>
    <message>
        <source>No puzzles yet. Annotate your games with the engine (Analysis ▸ Annotate with Engine), save them, and make puzzles from the file with Make Puzzles.</source>
        <translation>Todavía no hay ejercicios. Anota tus partidas con el motor (Análisis ▸ Anotar con el motor), guárdalas y crea ejercicios a partir del archivo con Crear ejercicios.</translation>
    </message>
    <message>
        <source>%1 is learning now.</source>
        <translation>Ahora aprende: %1.</translation>
    </message>
    <message>
        <source>Who is learning? Choose your name in the list of learners.</source>
        <translation>¿Quién aprende? Elige tu nombre en la lista de alumnos.</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Ejercicio: %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>%1 due</source>
        <translation>pendientes: %1</translation>
    </message>
    <message>
        <source>Puzzles from your games</source>
        <translation>Ejercicios de tus partidas</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Repaso: %1</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Nuevo alumno</translation>
    </message>
    <message>
        <source>The new learner&apos;s name:</source>
        <translation>Nombre del nuevo alumno:</translation>
    </message>
    <message>
        <source>A learner needs a name.</source>
        <translation>Un alumno necesita un nombre.</translation>
    </message>
    <message>
        <source>There is a learner named %1 already.</source>
        <translation>Ya hay un alumno llamado %1.</translation>
    </message>
    <message>
        <source>Levels and puzzles answered wrongly come back here the next day, then after longer and longer intervals while they are answered right.</source>
        <translation>Los niveles y ejercicios respondidos mal vuelven aquí al día siguiente, y después tras intervalos cada vez más largos mientras se respondan bien.</translation>
    </message>
    <message>
        <source>Each puzzle is a position from your own game before a move the engine marked ? or ??. A move counts when the engine rates it within half a pawn of its best move, and a win stays a win.</source>
        <translation>Cada ejercicio es una posición de tu propia partida antes de una jugada que el motor marcó con ? o ??. Una jugada vale cuando el motor la valora a menos de medio peón de su mejor jugada y una posición ganada sigue ganada.</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>&amp;Alumno:</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>New Learner…</source>
        <translation>Nuevo alumno…</translation>
    </message>
    <message>
        <source>Progress Page (Ctrl+P)</source>
        <translation>Progreso (Control+P)</translation>
    </message>
    <message>
        <source>Make Puzzles…</source>
        <translation>Crear ejercicios…</translation>
    </message>
    <message>
        <source>Makes puzzles from the mistakes in a PGN file of games annotated with the engine.</source>
        <translation>Crea ejercicios a partir de los errores de un archivo PGN de partidas anotadas con el motor.</translation>
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
        <translation>Bases de partidas (*.ferzdb);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opened %1: %2 games.</source>
        <translation>Abierto %1; partidas: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>No se puede leer la partida %1 de %2: la base está dañada.</translation>
    </message>
    <message>
        <source>Import PGN into a Database</source>
        <translation>Importar PGN a una base de partidas</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Nueva base de partidas</translation>
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
        <translation>No se puede leer %1, o no está en UTF-8, Latin-1 ni Windows-1251.</translation>
    </message>
    <message>
        <source>The import was cancelled; no database was written.</source>
        <translation>Se canceló la importación; no se escribió ninguna base.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2.</source>
        <translation>Partidas importadas en %2: %1.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; %3 reading errors cut games short (ferz-cli pgn check lists them).</source>
        <translation>Partidas importadas en %2: %1; %3 errores de lectura dejaron partidas incompletas (ferz-cli pgn check los enumera).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Árbol de aperturas</translation>
    </message>
    <message>
        <source>%1 is not in the game. Add it to the game?</source>
        <translation>%1 no está en la partida. ¿Añadirlo a la partida?</translation>
    </message>
    <message>
        <source>Game %1 of %2; Save writes your changes into the database, Save As to a PGN file.</source>
        <translation>Partida %1 de %2; «Guardar» escribe sus cambios en la base, «Guardar como», en un archivo PGN.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; the database shown stays open.</source>
        <translation>Partidas importadas en %2: %1; sigue abierta la base de partidas de antes.</translation>
    </message>
</context>
<context>
    <name>ferz::DatabaseEdits</name>
    <message>
        <source>Open a database first (Database ▸ Open Database).</source>
        <translation>Abra primero una base de partidas (Base de partidas ▸ Abrir base de partidas).</translation>
    </message>
    <message>
        <source>Add the Game to the Database</source>
        <translation>Añadir la partida a la base</translation>
    </message>
    <message>
        <source>Remove Marked Games</source>
        <translation>Eliminar las partidas marcadas</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed from %1.</source>
        <translation>
            <numerusform>%n partida eliminada de %1.</numerusform>
            <numerusform>%n partidas eliminadas de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Duplicate Games</source>
        <translation>Buscar partidas duplicadas</translation>
    </message>
    <message>
        <source>%1 has no duplicate games.</source>
        <translation>%1 no tiene partidas duplicadas.</translation>
    </message>
    <message>
        <source>Merge Duplicate Games</source>
        <translation>Fundir las partidas duplicadas</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicates merged: each is one game now, with the comments and variations of its richest copy.</source>
        <translation>
            <numerusform>%n grupo de duplicadas fundido: ahora es una sola partida, con los comentarios y las variantes de su copia más completa.</numerusform>
            <numerusform>%n grupos de duplicadas fundidos: cada uno es ahora una sola partida, con los comentarios y las variantes de su copia más completa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Listed Games</source>
        <translation>Exportar las partidas de la lista</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>No se puede leer la partida %1 de %2: la base está dañada.</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 no se ha escrito: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partida exportada a %1.</numerusform>
            <numerusform>%n partidas exportadas a %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) marked for deletion; they stay in the file until removed.</source>
        <translation>
            <numerusform>%n partida marcada para eliminar; sigue en el archivo hasta que se elimine.</numerusform>
            <numerusform>%n partidas marcadas para eliminar; siguen en el archivo hasta que se eliminen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicate games (same players, same moves): %1 games.</source>
        <translation>
            <numerusform>%n grupo de partidas duplicadas (mismos jugadores, mismas jugadas): %1 partidas.</numerusform>
            <numerusform>%n grupos de partidas duplicadas (mismos jugadores, mismas jugadas): %1 partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Deshacer la últ&amp;ima marca</translation>
    </message>
    <message>
        <source>Remove &amp;Marked Games</source>
        <translation>&amp;Quitar de la base las marcadas</translation>
    </message>
    <message>
        <source>Merge into &amp;One Game Each</source>
        <translation>Fundir cada grupo en &amp;una partida</translation>
    </message>
    <message>
        <source>Mark for &amp;Deletion</source>
        <translation>&amp;Marcar para eliminar</translation>
    </message>
    <message>
        <source>Games Marked for Deletion</source>
        <translation>Partidas marcadas para eliminar</translation>
    </message>
    <message numerus="yes">
        <source>%1 still holds %n game(s) marked for deletion. Remove the marked games now?</source>
        <translation>
            <numerusform>%1 todavía contiene %n partida marcada para eliminar. ¿Eliminar ahora las partidas marcadas?</numerusform>
            <numerusform>%1 todavía contiene %n partidas marcadas para eliminar. ¿Eliminar ahora las partidas marcadas?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove Them</source>
        <translation>&amp;Eliminarlas</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>Ma&amp;ntenerlas</translation>
    </message>
    <message>
        <source>Looking for duplicate games in %1…</source>
        <translation>Buscando partidas duplicadas en %1…</translation>
    </message>
    <message>
        <source>The search for duplicate games was stopped.</source>
        <translation>Se detuvo la búsqueda de partidas duplicadas.</translation>
    </message>
    <message>
        <source>Exporting the listed games to %1…</source>
        <translation>Exportando las partidas de la lista a %1…</translation>
    </message>
    <message>
        <source>The export was stopped; %1 was not written.</source>
        <translation>Se detuvo la exportación; %1 no se escribió.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>De&amp;tener</translation>
    </message>
</context>
<context>
    <name>ferz::DatabasePanel</name>
    <message>
        <source>Search cancelled.</source>
        <translation>Búsqueda cancelada.</translation>
    </message>
    <message>
        <source>Write dates as 2024.05.31, 2024.05 or 2024.</source>
        <translation>Escribe las fechas así: 2024.05.31, 2024.05 o 2024.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>%1 of %2 games match.</source>
        <translation>Coinciden %1 de %2 partidas.</translation>
    </message>
    <message>
        <source>The games with this position are shown after the game: there is no search while a game is played on the clock.</source>
        <translation>Las partidas con esta posición se muestran después de la partida: no se busca mientras se juega una partida con reloj.</translation>
    </message>
    <message>
        <source>Searching %1 games…</source>
        <translation>Buscando en %1 partidas…</translation>
    </message>
    <message>
        <source>%1 of %2 games reach this position.</source>
        <translation>%1 de %2 partidas llegan a esta posición.</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>No se puede abrir %1.</translation>
    </message>
    <message>
        <source>%1 is not a Ferz game database.</source>
        <translation>%1 no es una base de partidas de Ferz.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Ferz.</source>
        <translation>%1 lo escribió una versión más nueva de Ferz.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 está dañado.</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new file.</source>
        <translation>%1 ya existe: elige un archivo nuevo.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Esta posición</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 games</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 partidas</translation>
    </message>
    <message>
        <source>No database is open: Database ▸ Open Database.</source>
        <translation>No hay ninguna base abierta: Base de partidas ▸ Abrir base de partidas.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Torneo:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Desde:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Hasta:</translation>
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
        <translation>Elo &amp;mínimo:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpiar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>part of a name, either colour</source>
        <translation>parte de un nombre, con cualquier color</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>All %1 games; double-click one to show it.</source>
        <translation>Las %1 partidas; haz doble clic en una para verla.</translation>
    </message>
    <message>
        <source>The database could not be searched: %1</source>
        <translation>No se pudo buscar en la base de datos: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) skipped: %1.</source>
        <translation>
            <numerusform>Se omitió %n partida dañada: %1.</numerusform>
            <numerusform>Se omitieron %n partidas dañadas: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being written by another import now: wait for it to end, or choose a new file.</source>
        <translation>Otra importación está escribiendo %1 ahora: espere a que termine o elija un archivo nuevo.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>No se puede leer %1.</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motivo: %1.</translation>
    </message>
    <message>
        <source>[end]</source>
        <translation>[fin]</translation>
    </message>
    <message>
        <source>%1 was written by an older Ferz, in a form this one does not read: import its PGN file again (Database ▸ Import PGN into a Database).</source>
        <translation>%1 lo escribió una versión más antigua de Ferz, en un formato que esta no lee: vuelva a importar su archivo PGN (Base de partidas ▸ Importar PGN a una base de partidas).</translation>
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
            <numerusform>Contra la mejor defensa, el mate más corto lleva %n jugada; rige la regla de los 50 movimientos.</numerusform>
            <numerusform>Contra la mejor defensa, el mate más corto lleva %n jugadas; rige la regla de los 50 movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote the pawn without letting the win slip.</source>
        <translation>Corona el peón sin dejar escapar la victoria.</translation>
    </message>
    <message numerus="yes">
        <source>Hold the draw for %n move(s).</source>
        <translation>
            <numerusform>Mantén las tablas durante %n jugada.</numerusform>
            <numerusform>Mantén las tablas durante %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played %1; your opponent answered %2.</source>
        <translation>Jugaste %1; tu rival respondió %2.</translation>
    </message>
    <message>
        <source>%1 would be stalemate: your opponent has no legal move and is not in check, so the game is drawn.</source>
        <translation>%1 sería ahogado: tu rival no tiene ninguna jugada legal y no está en jaque, así que la partida es tablas.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes %2, and the win is gone.</source>
        <translation>Tras %1 tu rival captura %2 y la victoria se esfuma.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes the opposition: the kings face each other with one square between and it is you who must give way, so the pawn cannot be forced through.</source>
        <translation>Tras %1 tu rival toma la oposición: los reyes quedan frente a frente con una casilla entre ellos y eres tú quien tiene que ceder, así que el peón no puede abrirse paso.</translation>
    </message>
    <message>
        <source>After %1 your king is outside the square of the pawn: it runs through and promotes.</source>
        <translation>Tras %1 tu rey queda fuera del cuadrado del peón: este corre y corona.</translation>
    </message>
    <message>
        <source>After %1 your opponent can hold the draw with best play.</source>
        <translation>Tras %1 tu rival puede mantener las tablas con el mejor juego.</translation>
    </message>
    <message>
        <source>After %1 your opponent wins with best play.</source>
        <translation>Tras %1 tu rival gana con el mejor juego.</translation>
    </message>
    <message>
        <source>The move is taken back: try another.</source>
        <translation>La jugada se deshace: prueba otra.</translation>
    </message>
    <message>
        <source>Fifty moves by each side without a capture or a pawn move: your opponent claims a draw. Press Retry to try again.</source>
        <translation>Cincuenta jugadas de cada bando sin captura ni movimiento de peón: tu rival reclama tablas. Pulsa «Reintentar» para volver a intentarlo.</translation>
    </message>
    <message numerus="yes">
        <source>Checkmate in %n move(s)!</source>
        <translation>
            <numerusform>¡Jaque mate en %n jugada!</numerusform>
            <numerusform>¡Jaque mate en %n jugadas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shortest mate against this defence takes %n move(s).</source>
        <translation>
            <numerusform>Contra esta defensa, el mate más corto lleva %n jugada.</numerusform>
            <numerusform>Contra esta defensa, el mate más corto lleva %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pawn promotes, and the win stays.</source>
        <translation>El peón corona y la victoria se mantiene.</translation>
    </message>
    <message>
        <source>The draw is held.</source>
        <translation>Las tablas están aseguradas.</translation>
    </message>
    <message>
        <source>%1 mates.</source>
        <translation>%1 da mate.</translation>
    </message>
    <message>
        <source>%1: the pawn promotes, and the win stays.</source>
        <translation>%1: el peón corona y la victoria se mantiene.</translation>
    </message>
    <message>
        <source>%1 takes the last man: nothing can mate any more.</source>
        <translation>%1 captura la última pieza del rival: ya nadie puede dar mate.</translation>
    </message>
    <message>
        <source>%1 takes the opposition: the kings face each other with one square between, and your opponent must give way.</source>
        <translation>%1 toma la oposición: los reyes quedan frente a frente con una casilla entre ellos y tu rival tiene que ceder.</translation>
    </message>
    <message>
        <source>%1 puts your king on %2, a key square of the pawn: it will promote whatever your opponent does.</source>
        <translation>%1 lleva tu rey a %2, una casilla clave del peón: coronará haga lo que haga tu rival.</translation>
    </message>
    <message>
        <source>%1: the other king is outside the square of the pawn and cannot catch it.</source>
        <translation>%1: el otro rey está fuera del cuadrado del peón y no puede alcanzarlo.</translation>
    </message>
    <message>
        <source>%1 steps into the square of the pawn: from there your king catches it.</source>
        <translation>%1 entra en el cuadrado del peón: desde allí tu rey lo alcanza.</translation>
    </message>
    <message>
        <source>%1: the box the other king is kept in shrinks from %2 to %3 squares.</source>
        <translation>%1: el rectángulo en que está encerrado el otro rey se reduce de %2 a %3 casillas.</translation>
    </message>
    <message>
        <source>%1 brings your king closer to the other king, to help the mate.</source>
        <translation>%1 acerca tu rey al otro rey para ayudar a dar mate.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps the win: mate in %n move(s).</source>
        <translation>
            <numerusform>%1 mantiene la victoria: mate en %n jugada.</numerusform>
            <numerusform>%1 mantiene la victoria: mate en %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds the draw.</source>
        <translation>%1 mantiene las tablas.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent may claim a draw by the fifty-move rule in %n move(s).</source>
        <translation>
            <numerusform>Tu rival podrá reclamar tablas por la regla de los 50 movimientos dentro de %n jugada.</numerusform>
            <numerusform>Tu rival podrá reclamar tablas por la regla de los 50 movimientos dentro de %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation>Jugadas hechas: %1.</translation>
    </message>
</context>
<context>
    <name>ferz::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfica de evaluación</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>ahogado</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>sin evaluar</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Inicio: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>White&apos;s chances move by move along the main line, from the evaluations the game holds: %1 of %2 positions evaluated. Now %3.</source>
        <translation>Las posibilidades de las blancas jugada a jugada en la línea principal, según las evaluaciones que contiene la partida: %1 de %2 posiciones evaluadas. Ahora %3.</translation>
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
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Review PGN</source>
        <translation>Revisar PGN</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>%1

Ferz could not read the rest of this game:
%2

Saving keeps that text as a comment after the last move read, so that nothing of it is lost. Save?</source>
        <translation>%1

Ferz no pudo leer el resto de esta partida:
%2

Al guardar, ese texto queda como comentario tras la última jugada leída, así que no se pierde nada. ¿Guardar?</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Guardar PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Saving replaces them with the %3 of this file. Replace it?</source>
        <translation>%1 contiene %2 partidas. Al guardar, las sustituyen las %3 de este archivo. ¿Sustituirlo?</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <source>Unsaved edits of a game were found from the last time Ferz ran. Restore them?</source>
        <translation>Se encontraron cambios sin guardar de una partida de la última vez que se usó Ferz. ¿Recuperarlos?</translation>
    </message>
    <message>
        <source>Unsaved edits of game %1 of %2 were found from the last time Ferz ran. Restore them?</source>
        <translation>Se encontraron cambios sin guardar de la partida %1 de %2 de la última vez que se usó Ferz. ¿Recuperarlos?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>No se puede leer la partida %1 de %2.</translation>
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
        <translation>PDF (*.pdf);;Página web (*.html)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
    <message>
        <source>The position&apos;s FEN is on the clipboard.</source>
        <translation>El FEN de la posición está en el portapapeles.</translation>
    </message>
    <message>
        <source>The game&apos;s PGN is on the clipboard.</source>
        <translation>El PGN de la partida está en el portapapeles.</translation>
    </message>
    <message>
        <source>PGN files and game databases (*.pgn *.ferzdb);;All files (*)</source>
        <translation>Archivos PGN y bases de partidas (*.pgn *.ferzdb);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>(game %1 of %2)</source>
        <translation>(partida %1 de %2)</translation>
    </message>
    <message>
        <source>The game in progress, %1, is not saved. Save it?</source>
        <translation>La partida en curso, %1, no está guardada. ¿Quieres guardarla?</translation>
    </message>
    <message>
        <source>The game %1 is not saved. Save it?</source>
        <translation>La partida %1 no está guardada. ¿Quieres guardarla?</translation>
    </message>
    <message>
        <source>The game %1 has edits that are not saved. Save them?</source>
        <translation>La partida %1 tiene cambios sin guardar. ¿Quieres guardarlos?</translation>
    </message>
    <message>
        <source>Reading the games of %1…</source>
        <translation>Leyendo las partidas de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>(game %1 of the pasted games)</source>
        <translation>(partida %1 de las pegadas)</translation>
    </message>
    <message>
        <source>“%1 – %2”</source>
        <extracomment>The game&apos;s players in the quotation marks of the language: «Anna – Boris» in Russian.</extracomment>
        <translation>«%1 – %2»</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <extracomment>The button that closes the game without saving it (ru: Не сохранять).</extracomment>
        <translation>&amp;No guardar</translation>
    </message>
    <message>
        <source>Game %1 of the file cannot be read.</source>
        <translation>No se puede leer la partida %1 del archivo.</translation>
    </message>
    <message>
        <source>The PGN of game %1 is on the clipboard.</source>
        <translation>El PGN de la partida %1 está en el portapapeles.</translation>
    </message>
</context>
<context>
    <name>ferz::FindBar</name>
    <message>
        <source>Went on from the start of the game.</source>
        <translation>La búsqueda siguió desde el principio de la partida.</translation>
    </message>
    <message>
        <source>Went on from the end of the game.</source>
        <translation>La búsqueda siguió desde el final de la partida.</translation>
    </message>
    <message>
        <source>Not found in this game.</source>
        <translation>No se encontró en esta partida.</translation>
    </message>
    <message>
        <source>%1 of %2 in this game</source>
        <translation>%1 de %2 en esta partida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s) in this game</source>
        <translation>
            <numerusform>%Ln coincidencia en esta partida</numerusform>
            <numerusform>%Ln coincidencias en esta partida</numerusform>
        </translation>
    </message>
    <message>
        <source>searching the games…</source>
        <translation>buscando en las partidas…</translation>
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
        <translation>Todas las partidas de la base</translation>
    </message>
    <message>
        <source>All games of the file</source>
        <translation>Todas las partidas del archivo</translation>
    </message>
    <message>
        <source>Find in comments, moves and symbols (e.g. weak, Nf3, $146, ±)</source>
        <translation>Buscar en comentarios, jugadas y signos (p. ej.: débil, Cf3, $146, ±)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Previous place</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <source>Next place</source>
        <translation>Coincidencia siguiente</translation>
    </message>
    <message>
        <source>Close the search (Esc)</source>
        <translation>Cerrar la búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Close the search</source>
        <translation>Cerrar la búsqueda</translation>
    </message>
</context>
<context>
    <name>ferz::GameAnnotator</name>
    <message>
        <source>The engine %1 gave no evaluation of a position.</source>
        <translation>El motor %1 no dio ninguna evaluación de una posición.</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Semijugada</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Number of the game</source>
        <translation>Número de la partida</translation>
    </message>
    <message>
        <source>White&apos;s rating (Elo)</source>
        <translation>Elo de las blancas</translation>
    </message>
    <message>
        <source>Black&apos;s rating (Elo)</source>
        <translation>Elo de las negras</translation>
    </message>
    <message>
        <source>ECO code</source>
        <translation>Código ECO</translation>
    </message>
    <message>
        <source>Number of moves</source>
        <translation>Número de jugadas</translation>
    </message>
    <message>
        <source>Ply where the position is reached</source>
        <translation>Semijugada en la que se llega a la posición</translation>
    </message>
    <message>
        <source>Move played next</source>
        <translation>Jugada hecha en esta posición</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Comentarista</translation>
    </message>
    <message>
        <source>Opening, found by position</source>
        <translation>Apertura, hallada por la posición</translation>
    </message>
    <message>
        <source>%1, marked for deletion</source>
        <translation>%1, marcada para eliminar</translation>
    </message>
</context>
<context>
    <name>ferz::GameListWidget</name>
    <message>
        <source>Filter games: player, event, date, ECO…</source>
        <translation>Filtrar partidas: jugador, torneo, fecha, ECO…</translation>
    </message>
    <message>
        <source>&amp;Open Game %1</source>
        <translation>&amp;Abrir la partida %1</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>(edited)</source>
        <translation>(modificada)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>The players are not named.</source>
        <translation>Los jugadores no tienen nombre.</translation>
    </message>
</context>
<context>
    <name>ferz::GameSession</name>
    <message>
        <source>The line %1 follows the game&apos;s own moves: there is no variation to add.</source>
        <translation>La línea %1 sigue las jugadas de la propia partida: no hay variante que añadir.</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Añadir variante</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>Se añadió la variante %1.</translation>
    </message>
    <message>
        <source>Promote Variation</source>
        <translation>Subir variante</translation>
    </message>
    <message>
        <source>Demote Variation</source>
        <translation>Bajar variante</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Borrar variante</translation>
    </message>
    <message>
        <source>Delete Moves from Here</source>
        <translation>Borrar jugadas desde aquí</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Remove Symbol</source>
        <translation>Quitar signo</translation>
    </message>
    <message>
        <source>Add Symbol</source>
        <translation>Añadir signo</translation>
    </message>
    <message>
        <source>Remove Symbols</source>
        <translation>Quitar signos</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Dibujar flecha</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Marcar casilla</translation>
    </message>
    <message>
        <source>Cannot save into %1: the file is no longer there (deleted or moved). Save As writes the game elsewhere.</source>
        <translation>No se puede guardar en %1: el archivo ya no está (se borró o se movió). «Guardar como» escribe la partida en otro sitio.</translation>
    </message>
    <message>
        <source>Cannot save into %1: another program changed this game in the file since Ferz read it, and saving would overwrite that change. Save As writes your version to another file.</source>
        <translation>No se puede guardar en %1: otro programa cambió esta partida en el archivo después de que Ferz la leyera, y guardar borraría ese cambio. «Guardar como» escribe tu versión en otro archivo.</translation>
    </message>
    <message>
        <source>Cannot save into %1: it cannot be read (%2).</source>
        <translation>No se puede guardar en %1: no se puede leer (%2).</translation>
    </message>
    <message>
        <source>Cannot save into %1: %2.</source>
        <translation>No se puede guardar en %1: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 saved into %3; the other games are unchanged.</source>
        <translation>Partida %1 de %2 guardada en %3; las demás partidas no cambian.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
    <message>
        <source>The file had been changed by another program since it was opened: Ferz found the game again and kept the rest of the file as it is now.</source>
        <translation>Otro programa había cambiado el archivo después de abrirlo: Ferz volvió a encontrar la partida y dejó el resto del archivo tal como está ahora.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>No se puede escribir %1: la carpeta %2 no existe.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>Saved this game alone to %1: the other games of %2 could not be copied. %3</source>
        <translation>Solo esta partida se guardó en %1: las demás partidas de %2 no se pudieron copiar. %3</translation>
    </message>
    <message>
        <source>Cannot read %1 back after writing it: %2.</source>
        <translation>No se puede volver a leer %1 tras escribirlo: %2.</translation>
    </message>
    <message>
        <source>Cannot save into %1: its game %2 is no longer the game Ferz read (the database was changed meanwhile). Save As writes your version to a PGN file.</source>
        <translation>No se puede guardar en %1: su partida %2 ya no es la que leyó Ferz (la base cambió entretanto). «Guardar como» escribe su versión en un archivo PGN.</translation>
    </message>
    <message>
        <source>The game is game %1 of %2 now; Save writes your changes into it.</source>
        <translation>La partida es ahora la partida %1 de %2; «Guardar» escribe en ella sus cambios.</translation>
    </message>
</context>
<context>
    <name>ferz::GameTable</name>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
</context>
<context>
    <name>ferz::HeaderEditor</name>
    <message>
        <source>Game Headers</source>
        <translation>Encabezados de la partida</translation>
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
        <translation>&amp;Añadir etiqueta</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Quitar etiqueta</translation>
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
        <translation>El archivo de progreso %1 no se puede leer (%2); se deja como está y no se guarda nada hasta que se repare o se retire.</translation>
    </message>
    <message>
        <source>The progress file could not be read (%1); it was kept as %2, and a new one begun.</source>
        <translation>No se pudo leer el archivo de progreso (%1); se guardó como %2 y se empezó uno nuevo.</translation>
    </message>
    <message>
        <source>Learner 1</source>
        <translation>Alumno 1</translation>
    </message>
    <message>
        <source>The progress cannot be saved: %1</source>
        <translation>No se puede guardar el progreso: %1</translation>
    </message>
    <message>
        <source>The puzzles cannot be saved: %1</source>
        <translation>No se pueden guardar los ejercicios: %1</translation>
    </message>
</context>
<context>
    <name>ferz::LetterBar</name>
    <message>
        <source>Russian king</source>
        <translation>rey ruso</translation>
    </message>
    <message>
        <source>Russian queen</source>
        <translation>dama rusa</translation>
    </message>
    <message>
        <source>Russian rook</source>
        <translation>torre rusa</translation>
    </message>
    <message>
        <source>Russian bishop</source>
        <translation>alfil ruso</translation>
    </message>
    <message>
        <source>Russian knight</source>
        <translation>caballo ruso</translation>
    </message>
    <message>
        <source>dash between the squares</source>
        <translation>raya entre las casillas</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>captura</translation>
    </message>
    <message>
        <source>check</source>
        <translation>jaque</translation>
    </message>
    <message>
        <source>double check</source>
        <translation>jaque doble</translation>
    </message>
    <message>
        <source>mate</source>
        <translation>mate</translation>
    </message>
    <message>
        <source>castling on the king&apos;s side</source>
        <translation>enroque corto</translation>
    </message>
    <message>
        <source>castling on the queen&apos;s side</source>
        <translation>enroque largo</translation>
    </message>
    <message>
        <source>Russian notation letters</source>
        <translation>Letras de la notación rusa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Type %1 (%2)</source>
        <translation>Escribir %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ferz::LevelText</name>
    <message numerus="yes">
        <source>You have %n move(s).</source>
        <translation>
            <numerusform>Tienes %n jugada.</numerusform>
            <numerusform>Tienes %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Is the move shown by the arrow legal?</source>
        <translation>¿Es legal la jugada que muestra la flecha?</translation>
    </message>
    <message>
        <source>What is the state of the game?</source>
        <translation>¿En qué estado está la partida?</translation>
    </message>
    <message>
        <source>White&apos;s flag falls. What is the result?</source>
        <translation>Cae la bandera de las blancas. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls. What is the result?</source>
        <translation>Cae la bandera de las negras. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>White completes a second illegal move. What is the result?</source>
        <translation>Las blancas completan una segunda jugada ilegal. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>Black completes a second illegal move. What is the result?</source>
        <translation>Las negras completan una segunda jugada ilegal. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>May White offer a draw now?</source>
        <translation>¿Pueden las blancas ofrecer tablas ahora?</translation>
    </message>
    <message>
        <source>May Black offer a draw now?</source>
        <translation>¿Pueden las negras ofrecer tablas ahora?</translation>
    </message>
    <message>
        <source>May White accept a draw now?</source>
        <translation>¿Pueden las blancas aceptar tablas ahora?</translation>
    </message>
    <message>
        <source>May Black accept a draw now?</source>
        <translation>¿Pueden las negras aceptar tablas ahora?</translation>
    </message>
    <message>
        <source>May White resign now?</source>
        <translation>¿Pueden las blancas abandonar ahora?</translation>
    </message>
    <message>
        <source>May Black resign now?</source>
        <translation>¿Pueden las negras abandonar ahora?</translation>
    </message>
    <message>
        <source>What is the result of the game?</source>
        <translation>¿Cuál es el resultado de la partida?</translation>
    </message>
    <message>
        <source>Type the move shown by the arrow in %1.</source>
        <translation>Escribe la jugada que muestra la flecha en %1.</translation>
    </message>
    <message>
        <source>Play this move on the board, written in %1:</source>
        <translation>Haz en el tablero esta jugada, escrita en %1:</translation>
    </message>
    <message numerus="yes">
        <source>Click the square named, %n square(s) in a row.</source>
        <translation>
            <numerusform>Haz clic en la casilla nombrada, %n casilla seguida.</numerusform>
            <numerusform>Haz clic en la casilla nombrada, %n casillas seguidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type the name of the highlighted square, %n square(s) in a row.</source>
        <translation>
            <numerusform>Escribe el nombre de la casilla marcada, %n casilla seguida.</numerusform>
            <numerusform>Escribe el nombre de la casilla marcada, %n casillas seguidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Try to finish within %n second(s).</source>
        <translation>
            <numerusform>Intenta terminar en %n segundo.</numerusform>
            <numerusform>Intenta terminar en %n segundos.</numerusform>
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
        <translation>Jaque mate</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Ahogado</translation>
    </message>
    <message>
        <source>Dead position: a draw</source>
        <translation>Posición muerta: tablas</translation>
    </message>
    <message>
        <source>A draw may be claimed</source>
        <translation>Se pueden reclamar tablas</translation>
    </message>
    <message>
        <source>Drawn automatically</source>
        <translation>Tablas automáticas</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>La partida sigue</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Ganan las blancas</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Ganan las negras</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>short notation as Russian books write it (%1; : + ++ × 0–0)</source>
        <translation>notación abreviada como la escriben los libros rusos (%1; : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>long notation as Russian books write it (%1; — : + ++ × 0–0)</source>
        <translation>notación completa como la escriben los libros rusos (%1; — : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>short notation (%1)</source>
        <translation>notación abreviada (%1)</translation>
    </message>
    <message>
        <source>long notation (%1)</source>
        <translation>notación completa (%1)</translation>
    </message>
    <message>
        <source>The move is legal.</source>
        <translation>La jugada es legal.</translation>
    </message>
    <message>
        <source>Checkmate: the king is in check and no move gets it out.</source>
        <translation>Jaque mate: el rey está en jaque y ninguna jugada lo saca de él.</translation>
    </message>
    <message>
        <source>Stalemate: the side to move is not in check but has no legal move, so the game is drawn.</source>
        <translation>Ahogado: el bando que mueve no está en jaque pero no tiene ninguna jugada legal, así que son tablas.</translation>
    </message>
    <message>
        <source>A dead position: no series of legal moves can ever lead to checkmate, so the game is drawn at once.</source>
        <translation>Posición muerta: ninguna serie de jugadas legales puede llevar ya al mate, así que la partida termina en tablas al instante.</translation>
    </message>
    <message>
        <source>The side to move may claim a draw: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>El bando que mueve puede reclamar tablas: cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message numerus="yes">
        <source>The side to move may claim a draw: this position has now stood on the board %n time(s).</source>
        <translation>
            <numerusform>El bando que mueve puede reclamar tablas: esta posición ya ha estado en el tablero %n vez.</numerusform>
            <numerusform>El bando que mueve puede reclamar tablas: esta posición ya ha estado en el tablero %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is drawn by itself: the same position has stood on the board five times.</source>
        <translation>La partida es tablas por sí sola: la misma posición ha estado cinco veces en el tablero.</translation>
    </message>
    <message>
        <source>The game is drawn by itself: seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <translation>La partida es tablas por sí sola: cada bando ha hecho setenta y cinco jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>The game goes on: there are legal moves, mate is still possible, and no draw can be claimed yet.</source>
        <translation>La partida sigue: hay jugadas legales, el mate todavía es posible y aún no se pueden reclamar tablas.</translation>
    </message>
    <message>
        <source>The opponent could not checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>El rival no podría dar mate con ninguna serie de jugadas legales, así que son tablas.</translation>
    </message>
    <message>
        <source>The opponent could still checkmate, however clumsy the defence, so the game is lost.</source>
        <translation>El rival aún podría dar mate, aunque fuera con la defensa más torpe, así que la partida está perdida.</translation>
    </message>
    <message>
        <source>Yes: during one&apos;s own turn a draw may be offered, and the offer goes with the next move.</source>
        <translation>Sí: durante el propio turno se pueden ofrecer tablas, y la oferta va con la siguiente jugada.</translation>
    </message>
    <message>
        <source>No: the game is already over.</source>
        <translation>No: la partida ya ha terminado.</translation>
    </message>
    <message>
        <source>No: the opponent&apos;s offer is still open; it is to be accepted or declined.</source>
        <translation>No: la oferta del rival sigue abierta; hay que aceptarla o rechazarla.</translation>
    </message>
    <message>
        <source>Yes: the opponent offered a draw with the last move, and the offer is still open.</source>
        <translation>Sí: el rival ofreció tablas con la última jugada, y la oferta sigue abierta.</translation>
    </message>
    <message>
        <source>No: there is no open offer. An offer that was declined, by saying so or by making a move, is gone.</source>
        <translation>No: no hay ninguna oferta abierta. Una oferta rechazada, de palabra o con una jugada, ya no existe.</translation>
    </message>
    <message>
        <source>Yes: a player may resign at any moment, whether it is their turn or not.</source>
        <translation>Sí: se puede abandonar en cualquier momento, sea el propio turno o no.</translation>
    </message>
    <message>
        <source>No: the game is already over, and a resignation changes nothing.</source>
        <translation>No: la partida ya ha terminado, y abandonar no cambia nada.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Ganan las blancas: las negras abandonaron.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Ganan las negras: las blancas abandonaron.</translation>
    </message>
    <message>
        <source>White wins by checkmate.</source>
        <translation>Ganan las blancas por jaque mate.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Ganan las negras por jaque mate.</translation>
    </message>
    <message>
        <source>A draw by agreement.</source>
        <translation>Tablas de mutuo acuerdo.</translation>
    </message>
    <message>
        <source>A draw, claimed by the player on move.</source>
        <translation>Tablas, reclamadas por el jugador al que le tocaba mover.</translation>
    </message>
    <message>
        <source>The game goes on: nothing has ended it.</source>
        <translation>La partida sigue: nada la ha terminado.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, which has a legal move, so it is the piece that must move.</source>
        <translation>Pieza tocada, pieza movida: has tocado %1, que tiene alguna jugada legal, así que es esa pieza la que debes mover.</translation>
    </message>
    <message>
        <source>%1 gives no check.</source>
        <translation>%1 no da jaque.</translation>
    </message>
    <message>
        <source>%1 is not a double check: two pieces must attack the king at once.</source>
        <translation>%1 no es jaque doble: dos piezas deben atacar al rey a la vez.</translation>
    </message>
    <message>
        <source>%1 is not mate: the king is not even in check.</source>
        <translation>%1 no es mate: el rey ni siquiera está en jaque.</translation>
    </message>
    <message>
        <source>%1 gives check, but it is not mate: the answer %2 gets out of it.</source>
        <translation>%1 da jaque, pero no es mate: la respuesta %2 lo evita.</translation>
    </message>
    <message>
        <source>%1 is stalemate: the other side has no legal move but is not in check, and the game is drawn.</source>
        <translation>%1 es ahogado: el otro bando no tiene jugadas legales pero no está en jaque, y la partida es tablas.</translation>
    </message>
    <message>
        <source>%1 is not stalemate: the other side can still move, for example %2.</source>
        <translation>%1 no es ahogado: el otro bando todavía puede mover, por ejemplo %2.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by moving the king.</source>
        <translation>%1 acaba con el jaque, pero aquí sal de él moviendo el rey.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by taking the checking piece.</source>
        <translation>%1 acaba con el jaque, pero aquí sal de él capturando la pieza que da jaque.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by putting a piece in between.</source>
        <translation>%1 acaba con el jaque, pero aquí sal de él interponiendo una pieza.</translation>
    </message>
    <message>
        <source>%1 promotes no pawn.</source>
        <translation>%1 no corona ningún peón.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a queen.</source>
        <translation>%1 da otra pieza: aquí el peón debe convertirse en dama.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a rook.</source>
        <translation>%1 da otra pieza: aquí el peón debe convertirse en torre.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a bishop.</source>
        <translation>%1 da otra pieza: aquí el peón debe convertirse en alfil.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a knight.</source>
        <translation>%1 da otra pieza: aquí el peón debe convertirse en caballo.</translation>
    </message>
    <message>
        <source>%1 is not castling.</source>
        <translation>%1 no es un enroque.</translation>
    </message>
    <message>
        <source>That is castling on the queen&apos;s side: castle on the king&apos;s side.</source>
        <translation>Eso es el enroque largo: enroca en corto.</translation>
    </message>
    <message>
        <source>That is castling on the king&apos;s side: castle on the queen&apos;s side.</source>
        <translation>Eso es el enroque corto: enroca en largo.</translation>
    </message>
    <message>
        <source>%1 is not an en passant capture.</source>
        <translation>%1 no es una captura al paso.</translation>
    </message>
    <message>
        <source>%1 captures nothing.</source>
        <translation>%1 no captura nada.</translation>
    </message>
    <message>
        <source>%1 captures on another square: the piece to take stands on %2.</source>
        <translation>%1 captura en otra casilla: la pieza que hay que capturar está en %2.</translation>
    </message>
    <message>
        <source>Right: no draw can be claimed here, so the game goes on.</source>
        <translation>Correcto: aquí no se pueden reclamar tablas, así que la partida sigue.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which completes fifty moves without a capture or a pawn move.</source>
        <translation>Correcto: reclamas las tablas con %1, que completa cincuenta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which puts the same position on the board for the third time.</source>
        <translation>Correcto: reclamas las tablas con %1, que pone la misma posición en el tablero por tercera vez.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by the fifty-move rule.</source>
        <translation>Correcto: se reclaman tablas por la regla de las cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by threefold repetition.</source>
        <translation>Correcto: se reclaman tablas por triple repetición.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by the fifty-move rule; by moving you gave that claim up.</source>
        <translation>Podías reclamar tablas antes de mover, por la regla de las cincuenta jugadas; al mover has renunciado a ello.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by threefold repetition; by moving you gave that claim up.</source>
        <translation>Podías reclamar tablas antes de mover, por triple repetición; al mover has renunciado a ello.</translation>
    </message>
    <message>
        <source>%1 allows a claim, but you made it without claiming: once the move stands, the right to claim passes to your opponent.</source>
        <translation>%1 permite reclamar, pero la has hecho sin reclamar: una vez hecha la jugada, el derecho a reclamar pasa a tu rival.</translation>
    </message>
    <message>
        <source>%1 allows no claim: it neither repeats a position a third time nor completes fifty moves. The move stands and the game goes on.</source>
        <translation>%1 no permite reclamar: ni repite una posición por tercera vez ni completa cincuenta jugadas. La jugada queda hecha y la partida sigue.</translation>
    </message>
    <message>
        <source>That move is legal, but you missed a draw: announcing %1 would have let you claim it.</source>
        <translation>La jugada es legal, pero se te han escapado unas tablas: anunciando %1 podías reclamarlas.</translation>
    </message>
    <message>
        <source>That move gives check, and here the other side only passes, which a king in check cannot do: choose a move that gives no check.</source>
        <translation>Esa jugada da jaque, y aquí el otro bando solo pasa, cosa que un rey en jaque no puede hacer: elige una jugada que no dé jaque.</translation>
    </message>
    <message>
        <source>Out of moves. Press Retry to try again.</source>
        <translation>Se acabaron las jugadas. Pulsa Reintentar para volver a probar.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>No exactamente.</translation>
    </message>
    <message numerus="yes">
        <source>No draw can be claimed now: this position has stood on the board %n time(s), and a claim needs three; nor have fifty moves passed without a capture or a pawn move.</source>
        <translation>
            <numerusform>Ahora no se pueden reclamar tablas: esta posición ha estado en el tablero %n vez, y hacen falta tres; tampoco han pasado cincuenta jugadas sin capturas ni jugadas de peón.</numerusform>
            <numerusform>Ahora no se pueden reclamar tablas: esta posición ha estado en el tablero %n veces, y hacen falta tres; tampoco han pasado cincuenta jugadas sin capturas ni jugadas de peón.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is another move: read the notation again.</source>
        <translation>%1 es otra jugada: vuelve a leer la notación.</translation>
    </message>
    <message>
        <source>That is another move, %1: the arrow goes from %2 to %3.</source>
        <translation>Esa es otra jugada, %1: la flecha va de %2 a %3.</translation>
    </message>
    <message>
        <source>Right move, but not written as asked: in this notation it is %1.</source>
        <translation>La jugada es correcta, pero no está escrita como se pide: en esta notación es %1.</translation>
    </message>
    <message>
        <source>That is %1, not %2.</source>
        <translation>Esa es %1, no %2.</translation>
    </message>
    <message>
        <source>That is not %1: the highlighted square is %2.</source>
        <translation>No es %1: la casilla marcada es %2.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <source>Well done: every star is collected.</source>
        <translation>¡Bien hecho! Has recogido todas las estrellas.</translation>
    </message>
    <message>
        <source>Well done: every square named.</source>
        <translation>¡Bien hecho! Has acertado todas las casillas.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <source>%1 — level %2 of %3</source>
        <translation>%1 — nivel %2 de %3</translation>
    </message>
    <message>
        <source>No: this player&apos;s last offer was declined, and under the Brazilian rule text only the player who declined may make the next offer.</source>
        <translation>No: la última oferta de este jugador fue rechazada, y según el texto de reglas brasileño solo quien la rechazó puede hacer la siguiente.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king in check has a move that gets it out.</source>
        <translation>No es mate: el rey en jaque tiene una jugada que lo saca del jaque.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king is not in check.</source>
        <translation>No es mate: el rey no está en jaque.</translation>
    </message>
    <message>
        <source>It is not stalemate: the king is in check.</source>
        <translation>No es ahogado: el rey está en jaque.</translation>
    </message>
    <message>
        <source>It is not stalemate: the side to move has a legal move.</source>
        <translation>No es ahogado: el bando que mueve tiene una jugada legal.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board five times, nor have seventy-five moves by each side passed without a capture or a pawn move.</source>
        <translation>La partida no termina en tablas por sí sola: la misma posición no se ha dado cinco veces, ni han pasado setenta y cinco jugadas de cada bando sin captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>The game is already over: see whether the side to move is in check, and whether it has a legal move.</source>
        <translation>La partida ya ha terminado: fíjate en si el bando que mueve está en jaque y en si tiene alguna jugada legal.</translation>
    </message>
    <message>
        <source>It is not a dead position: with the material on the board a checkmate is still possible.</source>
        <translation>No es una posición muerta: con el material que hay en el tablero todavía es posible el mate.</translation>
    </message>
    <message>
        <source>There is nothing to claim: the game has already ended by itself.</source>
        <translation>No hay nada que reclamar: la partida ya ha terminado por sí sola.</translation>
    </message>
    <message>
        <source>The game cannot go on: look at the material. Can any series of legal moves still lead to checkmate?</source>
        <translation>La partida no puede continuar: mira el material. ¿Puede alguna serie de jugadas legales llevar todavía al mate?</translation>
    </message>
    <message>
        <source>The player whose time ran out cannot win: the game is lost or, at best, drawn.</source>
        <translation>Quien se ha quedado sin tiempo no puede ganar: la partida está perdida o, como mucho, en tablas.</translation>
    </message>
    <message>
        <source>The player who completed a second illegal move cannot win: the game is lost or, at best, drawn.</source>
        <translation>Quien ha completado una segunda jugada ilegal no puede ganar: la partida está perdida o, como mucho, en tablas.</translation>
    </message>
    <message>
        <source>It is not a draw: the opponent could still checkmate by some series of legal moves, if the defence were clumsy enough.</source>
        <translation>No son tablas: el rival todavía podría dar mate con alguna serie de jugadas legales, si la defensa fuera lo bastante torpe.</translation>
    </message>
    <message>
        <source>The opponent does not win: no series of legal moves would let them checkmate, however clumsy the defence.</source>
        <translation>El rival no gana: ninguna serie de jugadas legales le permitiría dar mate, por torpe que fuera la defensa.</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, as Ferz&apos;s games do: after a declined offer only the player who declined may make the next. FIDE&apos;s Laws have no such rule; they only forbid annoying the opponent (Article 11.5).</source>
        <translation>Este nivel sigue el texto de reglas brasileño, como las partidas del programa: tras una oferta rechazada, solo quien la rechazó puede hacer la siguiente. Las Leyes de la FIDE no tienen esa regla; solo prohíben molestar al rival (artículo 11.5).</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is on: king and two knights against a king is a dead position.</source>
        <translation>Este nivel sigue el texto de reglas brasileño, porque Reglas ▸ R+C+C contra rey solo es posición muerta está activado: rey y dos caballos contra rey es una posición muerta.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is off: king and two knights against a king is not a dead position.</source>
        <translation>Este nivel sigue las Leyes de la FIDE, porque Reglas ▸ R+C+C contra rey solo es posición muerta está desactivado: rey y dos caballos contra rey no es una posición muerta.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>La partida termina sola en tablas, porque Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está activado: cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the same position has stood on the board three times.</source>
        <translation>La partida termina sola en tablas, porque Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está activado: la misma posición ha estado tres veces en el tablero.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board three times, nor have fifty moves by each side passed without a capture or a pawn move.</source>
        <translation>La partida no termina sola en tablas: la misma posición no ha estado tres veces en el tablero, ni cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text: the player on move claims the draw. Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on, so Ferz&apos;s games end there by themselves instead, as the Russian rule texts say.</source>
        <translation>Este nivel sigue las Leyes de la FIDE y el texto de reglas español: las tablas las reclama el jugador que está en turno. Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está activado, así que las partidas del programa terminan ahí solas, como dicen los textos de reglas rusos.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text, as Ferz&apos;s games do while Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: the player on move claims the draw.</source>
        <translation>Este nivel sigue las Leyes de la FIDE y el texto de reglas español, como las partidas del programa mientras Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está desactivado: las tablas las reclama el jugador que está en turno.</translation>
    </message>
    <message>
        <source>This level follows the Russian rule texts, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the game ends by itself at a threefold repetition or after fifty moves.</source>
        <translation>Este nivel sigue los textos de reglas rusos, porque Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está activado: la partida termina sola en tablas con una triple repetición o tras cincuenta jugadas.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: at a threefold repetition or after fifty moves the player on move may claim a draw.</source>
        <translation>Este nivel sigue las Leyes de la FIDE, porque Reglas ▸ Tablas automáticas por triple repetición y cincuenta jugadas está desactivado: con una triple repetición o tras cincuenta jugadas, el jugador que está en turno puede reclamar tablas.</translation>
    </message>
</context>
<context>
    <name>ferz::LevelView</name>
    <message>
        <source>The arrow shows the move to try.</source>
        <translation>La flecha muestra la jugada que puedes probar.</translation>
    </message>
    <message>
        <source>Moves made: %1 of %2.</source>
        <translation>Jugadas hechas: %1 de %2.</translation>
    </message>
    <message>
        <source>Square %1 of %2, %3 s.</source>
        <translation>Casilla %1 de %2, %3 s.</translation>
    </message>
    <message>
        <source>Before this position: %1</source>
        <translation>Antes de esta posición: %1</translation>
    </message>
    <message>
        <source>Type the name of a square: its file, a to h, then its rank, 1 to 8, as in e4.</source>
        <translation>Escribe el nombre de una casilla: primero su columna, de la a a la h, y luego su fila, del 1 al 8, como e4.</translation>
    </message>
    <message>
        <source>Claim a Draw (Ctrl+D)</source>
        <translation>Reclamar tablas (Control+D)</translation>
    </message>
    <message>
        <source>Claim a draw with my next move (Ctrl+M)</source>
        <translation>Reclamar tablas con mi próxima jugada (Control+M)</translation>
    </message>
    <message>
        <source>Type a square, such as e4, and press Enter</source>
        <translation>Escribe una casilla, como e4, y pulsa Intro</translation>
    </message>
    <message>
        <source>Type the move and press Enter</source>
        <translation>Escribe la jugada y pulsa Intro</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, O-O) and press Enter, or play it on the board</source>
        <translation>Escribe una jugada (e4, Cf3, O-O) y pulsa Intro, o hazla en el tablero</translation>
    </message>
    <message>
        <source>star</source>
        <translation>estrella</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Making the endgame tables for this level…</source>
        <translation>Calculando las tablas de finales para este nivel…</translation>
    </message>
    <message>
        <source>Making the endgame tables for this level: %1%…</source>
        <translation>Calculando las tablas de finales para este nivel: %1%…</translation>
    </message>
</context>
<context>
    <name>ferz::LooksDialog</name>
    <message>
        <source>Board and Pieces</source>
        <translation>Tablero y piezas</translation>
    </message>
    <message>
        <source>&amp;Coordinates inside the squares</source>
        <translation>&amp;Coordenadas dentro de las casillas</translation>
    </message>
    <message>
        <source>&amp;Sounds: move, capture, check, end of the game, low time</source>
        <translation>&amp;Sonidos: jugada, captura, jaque, fin de la partida, poco tiempo</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Piezas:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
</context>
<context>
    <name>ferz::MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Elige un motor de ajedrez UCI</translation>
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
        <translation>El motor está analizando una partida con reloj entre dos jugadores: en una partida real eso es ayuda externa (FIDE 11.3). Analizar (Control+E) lo apaga.</translation>
    </message>
    <message>
        <source>White to move: play on the board, or choose File ▸ New Game (Ctrl+N) for the players&apos; names, a clock or an engine.</source>
        <translation>Juegan las blancas: juega en el tablero o elige Archivo ▸ Nueva partida (Control+N) para los nombres de los jugadores, un reloj o un motor.</translation>
    </message>
</context>
<context>
    <name>ferz::MoveBox</name>
    <message>
        <source>Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter</source>
        <translation>Escribe una jugada (e4, Cf3, Nf3, O-O, e7e8D) y pulsa Intro</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>«%1» no es una jugada en ninguna notación que Ferz entienda: escribe, por ejemplo, e4, Cf3, exd5, O-O o e8=D.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no piece of that kind can go there in this position.</source>
        <translation>«%1»: ninguna pieza de ese tipo puede ir allí en esta posición.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; fits more than one move (%2): say which piece moves.</source>
        <translation>«%1» corresponde a más de una jugada (%2): indica qué pieza mueves.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>«%1» no está permitida. %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; promotes the pawn: which piece does it become, %2, %3, %4 or %5?</source>
        <translation>«%1» corona el peón: ¿en qué pieza se convierte, %2, %3, %4 o %5?</translation>
    </message>
</context>
<context>
    <name>ferz::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Muerte súbita</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Incremento Fischer</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Retardo Bronstein</translation>
    </message>
    <message>
        <source>minutes, or stages such as 40/90, 30</source>
        <translation>minutos, o tramos como 40/90, 30</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>the standard starting position</source>
        <translation>la posición inicial estándar</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Reloj:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Tiempo:</translation>
    </message>
    <message>
        <source>&amp;Increment or delay per move:</source>
        <translation>&amp;Incremento o retardo por jugada:</translation>
    </message>
    <message>
        <source>Start from &amp;FEN:</source>
        <translation>Empezar desde &amp;FEN:</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>el motor</translation>
    </message>
    <message>
        <source>your name, whichever colour you get</source>
        <translation>tu nombre, te toque el color que te toque</translation>
    </message>
    <message>
        <source>Minutes for the game (a fraction after a point or a comma: 0.5 or 0,5), or moves/minutes stages separated by a comma and a space: 40/90, 30 gives 90 minutes for 40 moves, then 30 minutes for the rest.</source>
        <translation>Minutos para la partida (con decimales tras un punto o una coma: 0.5 o 0,5), o tramos jugadas/minutos separados por una coma y un espacio: 40/90, 30 da 90 minutos para 40 jugadas y luego 30 minutos para el resto.</translation>
    </message>
    <message>
        <source>The time &quot;%1&quot; cannot be read: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>No se puede leer el tiempo «%1»: indica minutos (90, o 0,5 para medio minuto) o tramos como 40/90, 30.</translation>
    </message>
    <message>
        <source>The clock needs a time: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>El reloj necesita un tiempo: indica minutos (90, o 0,5 para medio minuto) o tramos como 40/90, 30.</translation>
    </message>
    <message>
        <source>&amp;Draw at Random</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Ajedrez estándar</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random)</source>
        <translation>Ajedrez 960 (aleatorio de Fischer)</translation>
    </message>
    <message>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard position).</source>
        <translation>El número de la posición inicial, del 0 al 959 (la 518 es la posición estándar).</translation>
    </message>
    <message>
        <source>White&apos;s back rank</source>
        <translation>Primera fila de las blancas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Start position &amp;number:</source>
        <translation>Nú&amp;mero de posición inicial:</translation>
    </message>
    <message>
        <source>start position %1</source>
        <translation>posición inicial %1</translation>
    </message>
</context>
<context>
    <name>ferz::NotationView</name>
    <message numerus="yes">
        <source>… %Ln earlier move(s)</source>
        <translation>
            <numerusform>… %Ln jugada anterior</numerusform>
            <numerusform>… %Ln jugadas anteriores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln later move(s) …</source>
        <translation>
            <numerusform>%Ln jugada posterior …</numerusform>
            <numerusform>%Ln jugadas posteriores …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s): read them all]</source>
        <translation>
            <numerusform>[… %Ln carácter más: léelo todo]</numerusform>
            <numerusform>[… %Ln caracteres más: léelos todos]</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notación</translation>
    </message>
</context>
<context>
    <name>ferz::OpponentBox</name>
    <message>
        <source>The engine may &amp;resign a lost game</source>
        <translation>El motor puede &amp;rendirse en una partida perdida</translation>
    </message>
    <message>
        <source>Two people at this board</source>
        <translation>Dos personas ante este tablero</translation>
    </message>
    <message>
        <source>You play White against the engine</source>
        <translation>Juegas con blancas contra el motor</translation>
    </message>
    <message>
        <source>You play Black against the engine</source>
        <translation>Juegas con negras contra el motor</translation>
    </message>
    <message>
        <source>You play a random colour against the engine</source>
        <translation>Juegas contra el motor con un color al azar</translation>
    </message>
    <message>
        <source>The engine plays both sides</source>
        <translation>El motor juega con los dos bandos</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Club player (about 1800)</source>
        <translation>Jugador de club (unos 1800)</translation>
    </message>
    <message>
        <source>Strong (about 2400)</source>
        <translation>Fuerte (unos 2400)</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Toda su fuerza</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Elo:</translation>
    </message>
    <message>
        <source>No chess engine was found: install Stockfish, or choose an engine with Analysis ▸ Choose Engine…, to play against the computer.</source>
        <translation>No se encontró ningún motor de ajedrez: instala Stockfish o elige un motor con Análisis ▸ Elegir motor… para jugar contra el ordenador.</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Fuerza:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;Who plays:</source>
        <translation>&amp;Quién juega:</translation>
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
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>The diagram is in %1.</source>
        <translation>El diagrama está en %1.</translation>
    </message>
    <message>
        <source>The diagram is on the clipboard, with its description.</source>
        <translation>El diagrama está en el portapapeles, con su descripción.</translation>
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
        <translation>La partida está en %1, un fotograma por jugada.</translation>
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
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG drawing (scales to any size)</source>
        <translation>Dibujo SVG (se amplía a cualquier tamaño)</translation>
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
        <translation>&amp;Tiempo por jugada:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>pixels</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
</context>
<context>
    <name>ferz::PlayCommands</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Who resigns? The game ends at once and cannot go on.</source>
        <translation>¿Quién abandona? La partida termina de inmediato y no puede continuar.</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Abandonan las blancas</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Abandonan las negras</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Deshacer jugada</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move. %2, do you agree?</source>
        <translation>%1 piden deshacer la última jugada. %2, ¿aceptas?</translation>
    </message>
    <message>
        <source>%1 does not agree to take the move back.</source>
        <translation>%1 no aceptan deshacer la jugada.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>%1 The game is kept and the clock is paused. Go on with another engine, or as a game between two people?</source>
        <translation>%1 La partida se conserva y el reloj está en pausa. ¿Sigues con otro motor, o como partida entre dos personas?</translation>
    </message>
    <message>
        <source>Choose Another Engine…</source>
        <translation>Elegir otro motor…</translation>
    </message>
    <message>
        <source>Two People Play On</source>
        <translation>Siguen dos personas</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Elige un motor de ajedrez UCI</translation>
    </message>
    <message>
        <source>%1 The game is kept. Go on with another engine, or as a game between two people?</source>
        <translation>%1 La partida se conserva. ¿Sigues con otro motor, o como partida entre dos personas?</translation>
    </message>
    <message>
        <source>Resume the clock to go on.</source>
        <translation>Reanuda el reloj para seguir.</translation>
    </message>
    <message>
        <source>The engine left the game: a person plays %1 now.</source>
        <translation>El motor dejó la partida: ahora una persona juega con %1.</translation>
    </message>
    <message>
        <source>%1 plays %2 now.</source>
        <translation>Ahora %1 juega con %2.</translation>
    </message>
</context>
<context>
    <name>ferz::PlaySession</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source> · clock paused</source>
        <translation> · reloj en pausa</translation>
    </message>
    <message>
        <source> · showing an earlier position (End returns to the game)</source>
        <translation> · se muestra una posición anterior (Fin vuelve a la partida)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Moves are played at the last position: press End to go there.</source>
        <translation>Las jugadas se hacen en la última posición: pulsa Fin para ir allí.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) to go on playing.</source>
        <translation>El reloj está en pausa: reanúdalo (Partida ▸ Reanudar reloj) para seguir jugando.</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Esa jugada no permite reclamar tablas: queda hecha y la partida continúa.</translation>
    </message>
    <message>
        <source>%1 offers a draw: the offer is made with the next move.</source>
        <translation>%1 ofrecen tablas: la oferta se hace con la próxima jugada.</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Haz ahora la jugada que repite la posición por tercera vez o completa las cincuenta jugadas: las tablas se reclaman con ella.</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>Se ha deshecho la última jugada.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the engine plays %2.</source>
        <translation>Le toca mover a %1: el motor juega con %2.</translation>
    </message>
    <message>
        <source>Against the engine, moves are taken back only in games without a clock.</source>
        <translation>Contra el motor, las jugadas solo se deshacen en partidas sin reloj.</translation>
    </message>
    <message>
        <source>The engine&apos;s own moves are not taken back.</source>
        <translation>Las jugadas del propio motor no se deshacen.</translation>
    </message>
    <message>
        <source>Your last move and the engine&apos;s answer were taken back.</source>
        <translation>Se deshicieron tu última jugada y la respuesta del motor.</translation>
    </message>
    <message>
        <source>The engine resigns: it sees no way to save the game.</source>
        <translation>El motor se rinde: no ve cómo salvar la partida.</translation>
    </message>
    <message>
        <source>The engine accepts the draw offer.</source>
        <translation>El motor acepta la oferta de tablas.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by threefold repetition (Game ▸ Claim Draw)</source>
        <translation>%1 pueden reclamar tablas por triple repetición (Partida ▸ Reclamar tablas)</translation>
    </message>
    <message>
        <source>%1 may claim a draw by the fifty-move rule (Game ▸ Claim Draw)</source>
        <translation>%1 pueden reclamar tablas por la regla de las cincuenta jugadas (Partida ▸ Reclamar tablas)</translation>
    </message>
    <message>
        <source>%1 may claim a draw with the next move (Game ▸ Claim Draw with the Next Move)</source>
        <translation>%1 pueden reclamar tablas con la próxima jugada (Partida ▸ Reclamar tablas con la próxima jugada)</translation>
    </message>
    <message>
        <source>The clock runs again.</source>
        <translation>El reloj vuelve a correr.</translation>
    </message>
    <message>
        <source>The engine declines the draw offer.</source>
        <translation>El motor rechaza la oferta de tablas.</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept or decline it, or decline it by moving</source>
        <translation>%1 ofrecen tablas: acepta o rechaza la oferta, o recházala jugando</translation>
    </message>
</context>
<context>
    <name>ferz::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>Side to &amp;move:</source>
        <translation>&amp;Turno de:</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Enroque:</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>Captura al &amp;paso:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contador de &amp;medias jugadas:</translation>
    </message>
    <message>
        <source>&amp;Fullmove number:</source>
        <translation>&amp;Número de jugada:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>Cop&amp;y FEN</source>
        <translation>Cop&amp;iar FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>&amp;Pegar FEN</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>None: the position is legal.</source>
        <translation>Ninguno: la posición es legal.</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>No se cargó: %1</translation>
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
        <translation>Niveles resueltos</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Estrellas</translation>
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
        <translation>Progreso de %1</translation>
    </message>
    <message>
        <source>Stages done: %1 of %2. Levels solved: %3 of %4. Stars: %5 of %6.</source>
        <translation>Etapas terminadas: %1 de %2. Niveles resueltos: %3 de %4. Estrellas: %5 de %6.</translation>
    </message>
    <message>
        <source>Puzzles from own games solved: %1 of %2. Levels and puzzles due for review today: %3.</source>
        <translation>Ejercicios de partidas propias resueltos: %1 de %2. Niveles y ejercicios pendientes de repaso hoy: %3.</translation>
    </message>
    <message>
        <source>Rules to practise</source>
        <translation>Reglas para practicar</translation>
    </message>
    <message>
        <source>No wrong answers so far.</source>
        <translation>Ninguna respuesta incorrecta hasta ahora.</translation>
    </message>
    <message>
        <source>The stages whose levels were answered wrongly most often:</source>
        <translation>Las etapas cuyos niveles se respondieron mal más a menudo:</translation>
    </message>
    <message>
        <source>%1: wrong answers: %2</source>
        <translation>%1: respuestas incorrectas: %2</translation>
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
        <translation>Exportar a PDF…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar a PDF</translation>
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
        <translation>No se crearon ejercicios: %1</translation>
    </message>
    <message>
        <source>Make Puzzles From Annotated Games</source>
        <translation>Crear ejercicios de partidas anotadas</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>No chess engine was found to weigh the moves: install Stockfish, or choose one with Analysis ▸ Choose Engine…</source>
        <translation>No se encontró ningún motor de ajedrez para valorar las jugadas: instala Stockfish o elige uno con Análisis ▸ Elegir motor…</translation>
    </message>
    <message>
        <source>Weighing the marked moves…</source>
        <translation>Valorando las jugadas marcadas…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make Puzzles</source>
        <translation>Crear ejercicios</translation>
    </message>
    <message>
        <source>Making puzzles was cancelled.</source>
        <translation>Se canceló la creación de ejercicios.</translation>
    </message>
    <message>
        <source>The file has no move marked ? or ??: annotate its games with the engine first.</source>
        <translation>El archivo no tiene ninguna jugada marcada con ? o ??: anota antes sus partidas con el motor.</translation>
    </message>
    <message>
        <source>New puzzles: %1, from %2 moves marked ? or ??.</source>
        <translation>Ejercicios nuevos: %1, de %2 jugadas marcadas con ? o ??.</translation>
    </message>
</context>
<context>
    <name>ferz::PuzzleText</name>
    <message>
        <source>In your game a weaker move was played here. Find a better one.</source>
        <translation>En tu partida aquí se hizo una jugada más débil. Encuentra una mejor.</translation>
    </message>
    <message>
        <source>From your game %1.</source>
        <translation>De tu partida %1.</translation>
    </message>
    <message>
        <source>%1 is not among the engine&apos;s best moves here. Look for a stronger one.</source>
        <translation>%1 no está entre las mejores jugadas del motor aquí. Busca una más fuerte.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game, and there is a better one.</source>
        <translation>%1 es la jugada de la partida, y hay una mejor.</translation>
    </message>
    <message>
        <source>%1 is not good enough: there is a better move.</source>
        <translation>%1 no basta: hay una jugada mejor.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game. It is refuted: %2</source>
        <translation>%1 es la jugada de la partida. Se refuta así: %2</translation>
    </message>
    <message>
        <source>%1 is not good enough. It is refuted: %2</source>
        <translation>%1 no basta. Se refuta así: %2</translation>
    </message>
    <message>
        <source>Right: %1 is the engine&apos;s best move.</source>
        <translation>Correcto: %1 es la mejor jugada del motor.</translation>
    </message>
    <message>
        <source>Right: %1 is as good as the engine&apos;s best move, %2.</source>
        <translation>Correcto: %1 vale tanto como la mejor jugada del motor, %2.</translation>
    </message>
    <message>
        <source>In the game %1 was played, and it is refuted: %2</source>
        <translation>En la partida se jugó %1, y se refuta así: %2</translation>
    </message>
</context>
<context>
    <name>ferz::ReviewSession</name>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Tras %1</translation>
    </message>
    <message>
        <source> (variation %1 of %2)</source>
        <translation> (variante %1 de %2)</translation>
    </message>
    <message>
        <source> · variations at the next move: %1 (→ then ↓)</source>
        <translation> · variantes en la jugada siguiente: %1 (→ y luego ↓)</translation>
    </message>
    <message>
        <source>Game %1 of %2 · %3</source>
        <translation>Partida %1 de %2 · %3</translation>
    </message>
    <message>
        <source>Not read by Ferz: %1</source>
        <translation>No leído por Ferz: %1</translation>
    </message>
    <message>
        <source>Keep the Unread Moves as a Comment</source>
        <translation>Guardar las jugadas no leídas como comentario</translation>
    </message>
</context>
<context>
    <name>ferz::RulesBrowser</name>
    <message>
        <source>Rules of Chess</source>
        <translation>Reglas del ajedrez</translation>
    </message>
    <message>
        <source>&amp;Reset the Example</source>
        <translation>&amp;Restablecer el ejemplo</translation>
    </message>
    <message>
        <source>&amp;Practise This Rule</source>
        <translation>&amp;Practicar esta regla</translation>
    </message>
    <message>
        <source>Ferz Guide</source>
        <translation>Guía de Ferz</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>&amp;Claim a Draw</source>
        <translation>&amp;Reclamar tablas</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Esa jugada no permite reclamar tablas: queda hecha y la partida sigue.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Ahora haz la jugada que repite la posición por tercera vez o completa las cincuenta jugadas: las tablas se reclaman con ella.</translation>
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
        <translation>Partida pegada %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Tab %1 of %2.</source>
        <translation>Pestaña %1 de %2.</translation>
    </message>
    <message>
        <source>%1, not saved</source>
        <translation>%1, sin guardar</translation>
    </message>
</context>
<context>
    <name>ferz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>A letter or digit</source>
        <translation>Una letra o un dígito</translation>
    </message>
    <message>
        <source>Starts typing a move on the board (e4, Nf3, Кf3, O-O)</source>
        <translation>Empieza a escribir una jugada en el tablero (e4, Nf3, Cf3, O-O)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Plays the typed move</source>
        <translation>Juega la jugada escrita</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Clears the typed move and returns to the board</source>
        <translation>Borra la jugada escrita y vuelve al tablero</translation>
    </message>
    <message>
        <source>Right click, right drag</source>
        <translation>Clic derecho, arrastre con el botón derecho</translation>
    </message>
    <message>
        <source>Marks a square, draws an arrow (green; Shift red, Ctrl yellow, Alt blue)</source>
        <translation>Marca una casilla, dibuja una flecha (verde; Shift roja, Ctrl amarilla, Alt azul)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
</context>
<context>
    <name>ferz::Speech</name>
    <message>
        <source>Speak Aloud does not work: %1.</source>
        <translation>La lectura en voz alta no funciona: %1.</translation>
    </message>
    <message>
        <source>Speak Aloud needs a speech engine: none is installed (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng).</source>
        <translation>La lectura en voz alta necesita un motor de voz y no hay ninguno instalado (en Debian, los paquetes qt6-speech-speechd-plugin y speech-dispatcher-espeak-ng).</translation>
    </message>
    <message>
        <source>Speak Aloud has no voice for %1 (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng have one).</source>
        <translation>La lectura en voz alta no tiene voz para el idioma «%1» (en Debian, los paquetes qt6-speech-speechd-plugin y speech-dispatcher-espeak-ng tienen una).</translation>
    </message>
</context>
<context>
    <name>ferz::SymbolPalette</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Otros signos</translation>
    </message>
    <message>
        <source>Symbol palette</source>
        <translation>Paleta de signos</translation>
    </message>
    <message>
        <source>Point at a symbol, or move to it with the arrow keys, to read its name.</source>
        <translation>Señala un signo con el ratón, o llega a él con las flechas, para leer su nombre.</translation>
    </message>
</context>
<context>
    <name>ferz::UciEngine</name>
    <message>
        <source>No chess engine is set.</source>
        <translation>No hay ningún motor de ajedrez configurado.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: a line of more than a million characters.</source>
        <translation>El motor escribe algo que no es UCI: una línea de más de un millón de caracteres.</translation>
    </message>
    <message>
        <source>The engine names a move that is not legal in the analysed position: “%1”.</source>
        <translation>El motor propone una jugada que no es legal en la posición analizada: «%1».</translation>
    </message>
    <message numerus="yes">
        <source>The engine did not answer “%1” within %n second(s).</source>
        <translation>
            <numerusform>El motor no respondió a «%1» en %n segundo.</numerusform>
            <numerusform>El motor no respondió a «%1» en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last thing it wrote was “%1”.</source>
        <translation>Lo último que escribió fue «%1».</translation>
    </message>
    <message>
        <source>The engine %1 crashed.</source>
        <translation>El motor %1 se ha bloqueado y cerrado.</translation>
    </message>
    <message>
        <source>The engine %1 quit unexpectedly (exit code %2).</source>
        <translation>El motor %1 se cerró inesperadamente (código de salida %2).</translation>
    </message>
    <message>
        <source>Ferz could not start the engine “%1”: %2.</source>
        <translation>Ferz no pudo iniciar el motor «%1»: %2.</translation>
    </message>
    <message>
        <source>Ferz lost the connection to the engine: %1.</source>
        <translation>Ferz perdió la conexión con el motor: %1.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: “%1”.</source>
        <translation>El motor escribe algo que no es UCI: «%1».</translation>
    </message>
    <message>
        <source>The chosen engine “%1” does not exist.</source>
        <translation>El motor elegido «%1» no existe.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is a folder, not a program.</source>
        <translation>El motor elegido «%1» es una carpeta, no un programa.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is not allowed to run (it is not marked as executable).</source>
        <translation>El motor elegido «%1» no se puede ejecutar: no tiene permiso de ejecución.</translation>
    </message>
    <message>
        <source>The engine does not play Chess960 (it has no UCI_Chess960 option).</source>
        <translation>El motor no juega al ajedrez 960 (no tiene la opción UCI_Chess960).</translation>
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
        <translation>&amp;Rusa (Кр Ф Л С К)</translation>
    </message>
    <message>
        <source>&amp;Spanish (R D T A C)</source>
        <translation>&amp;Española (R D T A C)</translation>
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
        <translation>Letras &amp;del idioma de la interfaz</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>A&amp;brir recientes</translation>
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
        <translation>&amp;Signos</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Notación</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Análi&amp;sis</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Threefold Repetition</source>
        <translation>&amp;Reclamar tablas: triple repetición</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Fifty Moves</source>
        <translation>&amp;Reclamar tablas: cincuenta jugadas</translation>
    </message>
    <message>
        <source>&amp;Claim Draw with the Next Move</source>
        <translation>&amp;Reclamar tablas con la próxima jugada</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Reclamar tablas</translation>
    </message>
    <message>
        <source>Resume &amp;Clock</source>
        <translation>&amp;Reanudar reloj</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Pausar reloj</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Print a board diagram after the shown move</source>
        <translation>Imprimir un diagrama del tablero tras la jugada mostrada</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
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
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>&amp;Exportar partida…</translation>
    </message>
    <message>
        <source>Export All &amp;Games of the File…</source>
        <translation>Exportar todas las &amp;partidas del archivo…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
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
        <translation>Pegar FEN &amp;o PGN</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Ofrecer &amp;tablas</translation>
    </message>
    <message>
        <source>&amp;Accept Draw</source>
        <translation>&amp;Aceptar tablas</translation>
    </message>
    <message>
        <source>D&amp;ecline Draw</source>
        <translation>R&amp;echazar tablas</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>A&amp;bandonar…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>First Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Last Position</source>
        <translation>Última posición</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Variante anterior</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Variante siguiente</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>Partida a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>Partida &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Diagram After This Move</source>
        <translation>&amp;Diagrama tras esta jugada</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Editar &amp;comentario…</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation>Editar &amp;encabezados…</translation>
    </message>
    <message>
        <source>Remove All Symbols</source>
        <translation>Quitar todos los signos</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>S&amp;ubir variante</translation>
    </message>
    <message>
        <source>D&amp;emote Variation</source>
        <translation>&amp;Bajar variante</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Convertir en línea &amp;principal</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Borrar &amp;variante</translation>
    </message>
    <message>
        <source>Delete Moves &amp;from Here</source>
        <translation>Borrar jugadas desde &amp;aquí</translation>
    </message>
    <message>
        <source>&amp;New Moves Become the Main Line</source>
        <translation>&amp;Las jugadas nuevas son la línea principal</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>P&amp;reparar posición…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar tablero</translation>
    </message>
    <message>
        <source>&amp;Auto-Flip for Two Players</source>
        <translation>Giro &amp;automático para dos jugadores</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Mostrar jugadas &amp;legales</translation>
    </message>
    <message>
        <source>Ani&amp;mate Moves</source>
        <translation>Ani&amp;mar jugadas</translation>
    </message>
    <message>
        <source>&amp;Long Form (e2-e4)</source>
        <translation>Notación &amp;larga (e2-e4)</translation>
    </message>
    <message>
        <source>L&amp;earning Mode</source>
        <translation>Modo &amp;de aprendizaje</translation>
    </message>
    <message>
        <source>&amp;Show Attacked Squares</source>
        <translation>Mostrar &amp;casillas atacadas</translation>
    </message>
    <message>
        <source>&amp;Automatic Draw at Threefold Repetition and Fifty Moves</source>
        <translation>Tablas &amp;automáticas por triple repetición y cincuenta jugadas</translation>
    </message>
    <message>
        <source>&amp;Touch-Move</source>
        <translation>Pieza &amp;tocada, pieza movida</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Choose &amp;Engine…</source>
        <translation>Elegir &amp;motor…</translation>
    </message>
    <message>
        <source>&amp;Rules of Chess</source>
        <translation>&amp;Reglas del ajedrez</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>K+N+N Against a Lone King Is a &amp;Dead Position (Brazilian Rule Text)</source>
        <translation>R+C+C contra rey solo es posición &amp;muerta (texto de reglas brasileño)</translation>
    </message>
    <message>
        <source>Rules &amp;Course</source>
        <translation>&amp;Curso de reglas</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Abrir base de partidas…</translation>
    </message>
    <message>
        <source>&amp;Import PGN into a Database…</source>
        <translation>&amp;Importar PGN a una base de partidas…</translation>
    </message>
    <message>
        <source>&amp;Games with This Position</source>
        <translation>&amp;Partidas con esta posición</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de partidas</translation>
    </message>
    <message>
        <source>&amp;Board and Pieces…</source>
        <translation>&amp;Tablero y piezas…</translation>
    </message>
    <message>
        <source>Ferz &amp;Guide</source>
        <translation>&amp;Guía de Ferz</translation>
    </message>
    <message>
        <source>Offer a draw: the offer is made with your next move</source>
        <translation>Ofrecer tablas: la oferta se hace con tu próxima jugada</translation>
    </message>
    <message>
        <source>A&amp;nnotate with Engine…</source>
        <translation>A&amp;notar con el motor…</translation>
    </message>
    <message>
        <source>Move Pieces with the &amp;Keyboard</source>
        <translation>Mover &amp;piezas con el teclado</translation>
    </message>
    <message>
        <source>Say the &amp;Last Move</source>
        <translation>Decir la ú&amp;ltima jugada</translation>
    </message>
    <message>
        <source>Say the &amp;Clocks</source>
        <translation>Decir los &amp;relojes</translation>
    </message>
    <message>
        <source>Say &amp;White&apos;s Pieces</source>
        <translation>Decir las piezas &amp;blancas</translation>
    </message>
    <message>
        <source>Say &amp;Black&apos;s Pieces</source>
        <translation>Decir las piezas &amp;negras</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;Rank</source>
        <translation>Decir las piezas de la &amp;fila del cursor</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;File</source>
        <translation>Decir las piezas de la &amp;columna del cursor</translation>
    </message>
    <message>
        <source>Say the &amp;Moves of the Piece Under the Cursor</source>
        <translation>Decir las &amp;jugadas de la pieza bajo el cursor</translation>
    </message>
    <message>
        <source>Say Who &amp;Attacks and Defends the Cursor&apos;s Square</source>
        <translation>Decir quién &amp;ataca y defiende la casilla del cursor</translation>
    </message>
    <message>
        <source>&amp;Speak</source>
        <translation>&amp;Decir</translation>
    </message>
    <message>
        <source>&amp;Speak Aloud</source>
        <translation>Leer en &amp;voz alta</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments and Moves…</source>
        <translation>&amp;Buscar en comentarios y jugadas…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Buscar &amp;anterior</translation>
    </message>
    <message>
        <source>Symbol &amp;Palette</source>
        <translation>&amp;Paleta de signos</translation>
    </message>
    <message>
        <source>Show the E&amp;valuations ([%eval]) Beside the Moves</source>
        <translation>Mostrar las e&amp;valuaciones ([%eval]) junto a las jugadas</translation>
    </message>
    <message>
        <source>&amp;More Symbols</source>
        <translation>&amp;Más signos</translation>
    </message>
    <message>
        <source>&amp;Add the Game to the Database</source>
        <translation>Aña&amp;dir la partida a la base</translation>
    </message>
    <message>
        <source>Find D&amp;uplicate Games</source>
        <translation>Buscar partidas d&amp;uplicadas</translation>
    </message>
    <message>
        <source>&amp;Export the Listed Games to PGN…</source>
        <translation>&amp;Exportar las partidas de la lista a PGN…</translation>
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
        <translation>Pestaña sig&amp;uiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Pestaña ant&amp;erior</translation>
    </message>
    <message>
        <source>Close &amp;Tab</source>
        <translation>Cerrar pes&amp;taña</translation>
    </message>
    <message>
        <source>Open New Games in &amp;Tabs</source>
        <translation>Abrir las partidas nue&amp;vas en pestañas</translation>
    </message>
</context>
<context>
    <name>ferz::Workspace</name>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>No se puede leer la partida %1 de %2.</translation>
    </message>
    <message>
        <source>Game %1 was read up to an error: %2</source>
        <translation>La partida %1 se leyó hasta un error: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>There is no game in %1.</source>
        <translation>No hay ninguna partida en %1.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Se abrió %1.</translation>
    </message>
    <message>
        <source>A new game starts from the pasted position.</source>
        <translation>Una nueva partida empieza desde la posición pegada.</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN nor a PGN game: %1</source>
        <translation>El portapapeles no contiene ni un FEN ni una partida PGN: %1</translation>
    </message>
    <message>
        <source>The pasted game is on the board.</source>
        <translation>La partida pegada está en el tablero.</translation>
    </message>
    <message>
        <source>The game in progress was restored.</source>
        <translation>Se restauró la partida en curso.</translation>
    </message>
    <message>
        <source>The unsaved edits were restored: save them to keep them.</source>
        <translation>Se recuperaron los cambios sin guardar: guárdalos para conservarlos.</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>La partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1: %2. Ferz keeps trying; save the game to be safe.</source>
        <translation>La partida no se puede guardar automáticamente en %1: %2. Ferz sigue intentándolo; guarde la partida para estar seguro.</translation>
    </message>
    <message>
        <source>The finished game was restored: save it to keep it.</source>
        <translation>Se restauró la partida terminada: guárdela para conservarla.</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; the game shown stays.</source>
        <translation>Se canceló la apertura de %1; la partida mostrada sigue ahí.</translation>
    </message>
    <message>
        <source>%1 is still being read; wait for it, or cancel it, before opening %2.</source>
        <translation>%1 aún se está leyendo; espere a que termine o cancélelo antes de abrir %2.</translation>
    </message>
    <message>
        <source>The restored game is not linked to %1, which was still being read: Save As writes it to a file.</source>
        <translation>La partida restaurada no está vinculada a %1, que aún se estaba leyendo: «Guardar como» la escribe en un archivo.</translation>
    </message>
    <message>
        <source>%1 no longer holds the restored game as it was read, so the game is not linked to it: Save As writes it to a file.</source>
        <translation>%1 ya no contiene la partida restaurada tal como se leyó, así que la partida no está vinculada a él: «Guardar como» la escribe en un archivo.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) when both players are ready.</source>
        <translation>El reloj está en pausa: reanúdalo (Partida ▸ Reanudar reloj) cuando los dos jugadores estén listos.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s %1 games are listed, the first on the board; Save As writes them to a file.</source>
        <translation>Las %1 partidas del portapapeles están en la lista, la primera en el tablero; Guardar como las escribe en un archivo.</translation>
    </message>
    <message>
        <source>The clipboard holds several games, but Ferz cannot keep them in a file of its own in %1 to list them.</source>
        <translation>El portapapeles contiene varias partidas, pero Ferz no puede guardarlas en un archivo propio en %1 para listarlas.</translation>
    </message>
    <message>
        <source>Another Ferz is running and keeps its own autosave: the games of this window are not autosaved. Save them to keep them.</source>
        <translation>Hay otro Ferz en marcha y guarda su propia copia automática: las partidas de esta ventana no se guardan solas. Guárdalas para conservarlas.</translation>
    </message>
    <message>
        <source>The clock of the game left was paused: it waits for its players in its tab.</source>
        <translation>El reloj de la partida que dejaste se ha detenido: la partida espera a sus jugadores en su pestaña.</translation>
    </message>
    <message numerus="yes">
        <source>%n games were restored, each in a tab of its own: save them to keep them.</source>
        <translation>
            <numerusform>Se restauró %n partida, cada una en su propia pestaña: guárdalas para conservarlas.</numerusform>
            <numerusform>Se restauraron %n partidas, cada una en su propia pestaña: guárdalas para conservarlas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chess for players, annotators and learners</source>
        <translation>Ajedrez para jugadores, comentaristas y aprendices</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Guardar una imagen de la ventana principal en &lt;file&gt; y salir.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>With --screenshot: show the position &lt;fen&gt;.</source>
        <translation>Con --screenshot: mostrar la posición &lt;fen&gt;.</translation>
    </message>
    <message>
        <source>fen</source>
        <translation>fen</translation>
    </message>
    <message>
        <source>With --screenshot: show the first game of &lt;file&gt;.</source>
        <translation>Con --screenshot: mostrar la primera partida de &lt;file&gt;.</translation>
    </message>
    <message>
        <source>With --pgn: show the position after &lt;n&gt; plies.</source>
        <translation>Con --pgn: mostrar la posición tras &lt;n&gt; medias jugadas.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>With --screenshot: the window size.</source>
        <translation>Con --screenshot: el tamaño de la ventana.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AnxAl</translation>
    </message>
    <message>
        <source>The language of the interface (en, ru, es, pt) for this run.</source>
        <translation>El idioma de la interfaz (en, ru, es, pt) para esta ejecución.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>código</translation>
    </message>
    <message>
        <source>With --screenshot: turn learning mode on.</source>
        <translation>Con --screenshot: activar el modo de aprendizaje.</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules window on &lt;page&gt;.</source>
        <translation>Con --screenshot: capturar la ventana de reglas en &lt;page&gt;.</translation>
    </message>
    <message>
        <source>page</source>
        <translation>página</translation>
    </message>
    <message>
        <source>A PGN file whose game to go on playing.</source>
        <translation>Un archivo PGN con la partida que se quiere continuar.</translation>
    </message>
    <message>
        <source>--%1 needs --screenshot</source>
        <translation>--%1 necesita --screenshot</translation>
    </message>
    <message>
        <source>give either --fen or --pgn, not both</source>
        <translation>indica --fen o --pgn, no ambos</translation>
    </message>
    <message>
        <source>--ply needs --pgn</source>
        <translation>--ply necesita --pgn</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argumento inesperado «%1»</translation>
    </message>
    <message>
        <source>--lang must be en, ru, es or pt, not &quot;%1&quot;</source>
        <translation>--lang debe ser en, ru, es o pt, no «%1»</translation>
    </message>
    <message>
        <source>--ply must be a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--ply debe ser un número de 0 a %1, no «%2»</translation>
    </message>
    <message>
        <source>there is no rule page &quot;%1&quot;</source>
        <translation>no existe la página de reglas «%1»</translation>
    </message>
    <message>
        <source>With --screenshot: let the engine analyse for &lt;seconds&gt; first.</source>
        <translation>Con --screenshot: dejar antes que el motor analice durante &lt;seconds&gt; segundos.</translation>
    </message>
    <message>
        <source>--analyse must be a number of seconds from 0 to 600, not &quot;%1&quot;</source>
        <translation>--analyse debe ser un número de segundos entre 0 y 600, no «%1»</translation>
    </message>
    <message>
        <source>With --pgn: show game &lt;n&gt; of the file (review mode).</source>
        <translation>Con --pgn: mostrar la partida &lt;n&gt; del archivo (modo revisión).</translation>
    </message>
    <message>
        <source>--game must be a number from 1 to %1, not &quot;%2&quot;</source>
        <translation>--game debe ser un número de 1 a %1, no «%2»</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels, not &quot;%3&quot;</source>
        <translation>--size debe ser ANCHOxALTO, cada uno de %1 a %2 píxeles, no «%3»</translation>
    </message>
    <message>
        <source>stage:level</source>
        <translation>etapa:nivel</translation>
    </message>
    <message>
        <source>there is no course level &quot;%1&quot;</source>
        <translation>el curso no tiene el nivel «%1»</translation>
    </message>
    <message>
        <source>With --screenshot: draw the pieces of set &lt;name&gt; (%1).</source>
        <translation>Con --screenshot: dibujar las piezas del juego &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>With --screenshot: colour the board by theme &lt;name&gt; (%1).</source>
        <translation>Con --screenshot: colorear el tablero con el tema &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>With --screenshot: picture the Ferz Guide on &lt;page&gt;.</source>
        <translation>Con --screenshot: capturar la Guía de Ferz en &lt;page&gt;.</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 debe ser uno de %2, no &quot;%3&quot;</translation>
    </message>
    <message>
        <source>there is no guide page &quot;%1&quot;</source>
        <translation>no existe la página de la guía «%1»</translation>
    </message>
    <message>
        <source>--pgn needs a PGN file; %1 is a Ferz game database</source>
        <translation>--pgn necesita un archivo PGN; %1 es una base de partidas de Ferz</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules course at &lt;stage:level&gt;, the stage by its number in the stage list (14:3) or its name (castling:3, review:1, puzzles:2), or the learner&apos;s progress page (progress).</source>
        <translation>Con --screenshot: captura el curso de reglas en &lt;etapa:nivel&gt;, la etapa por su número en la lista de etapas (14:3) o por su nombre (castling:3, review:1, puzzles:2), o la página de progreso del alumno (progress).</translation>
    </message>
</context>
</TS>
