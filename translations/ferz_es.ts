<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The autosaved game could not be read (%1); the file was set aside as %2.</source>
        <translation>No se pudo leer la partida autoguardada (%1); el archivo se apartó como %2.</translation>
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
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Verde de torneo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Book grey</source>
        <translation>Gris de libro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
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
        <source>only Black may offer the next draw (White&apos;s offer was declined)</source>
        <translation>solo las negras pueden ofrecer las próximas tablas (la oferta de las blancas fue rechazada)</translation>
    </message>
    <message>
        <source>only White may offer the next draw (Black&apos;s offer was declined)</source>
        <translation>solo las blancas pueden ofrecer las próximas tablas (la oferta de las negras fue rechazada)</translation>
    </message>
    <message>
        <source>Black declined White&apos;s draw offer, so only Black may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Las negras rechazaron la oferta de tablas de las blancas, así que solo las negras pueden ofrecer las próximas tablas. Lo dice el texto de reglas brasileño, para que un jugador no moleste al rival con ofertas (Ayuda ▸ Reglas del ajedrez ▸ Las tablas).</translation>
    </message>
    <message>
        <source>White declined Black&apos;s draw offer, so only White may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Las blancas rechazaron la oferta de tablas de las negras, así que solo las blancas pueden ofrecer las próximas tablas. Lo dice el texto de reglas brasileño, para que un jugador no moleste al rival con ofertas (Ayuda ▸ Reglas del ajedrez ▸ Las tablas).</translation>
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
        <source>This pawn is pinned: moving it would expose your king to %1.</source>
        <translation>Este peón está clavado: si lo mueves, tu rey quedará expuesto a %1.</translation>
    </message>
    <message>
        <source>This knight is pinned: moving it would expose your king to %1.</source>
        <translation>Este caballo está clavado: si lo mueves, tu rey quedará expuesto a %1.</translation>
    </message>
    <message>
        <source>This bishop is pinned: moving it would expose your king to %1.</source>
        <translation>Este alfil está clavado: si lo mueves, tu rey quedará expuesto a %1.</translation>
    </message>
    <message>
        <source>This rook is pinned: moving it would expose your king to %1.</source>
        <translation>Esta torre está clavada: si la mueves, tu rey quedará expuesto a %1.</translation>
    </message>
    <message>
        <source>This queen is pinned: moving it would expose your king to %1.</source>
        <translation>Esta dama está clavada: si la mueves, tu rey quedará expuesto a %1.</translation>
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
        <source>You cannot capture your own piece: %1 is yours.</source>
        <translation>No puedes capturar tus propias piezas: %1 te pertenece.</translation>
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
        <translation>Tu rey está en jaque por %1, y esta jugada no lo resuelve.</translation>
    </message>
    <message>
        <source>Taking en passant here would expose your king to %1.</source>
        <translation>Capturar al paso aquí dejaría a tu rey expuesto a %1.</translation>
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
        <source>You cannot castle: the king would cross %1, which %2 attacks.</source>
        <translation>No puedes enrocar: el rey cruzaría %1, casilla atacada por %2.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would land on %1, which %2 attacks.</source>
        <translation>No puedes enrocar: el rey quedaría en %1, casilla atacada por %2.</translation>
    </message>
    <message>
        <source>It is White&apos;s move, and %1 belongs to Black.</source>
        <translation>Juegan las blancas, y %1 es de las negras.</translation>
    </message>
    <message>
        <source>It is Black&apos;s move, and %1 belongs to White.</source>
        <translation>Juegan las negras, y %1 es de las blancas.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>Check from %1 (framed in red).</source>
        <translation>Jaque de %1 (con marco rojo).</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): %1.</source>
        <translation>Clavadas contra tu rey (con marco naranja): %1.</translation>
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
        <source>the variant &quot;%1&quot; is not standard chess</source>
        <translation>la variante «%1» no es ajedrez estándar</translation>
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
</context>
<context>
    <name>PgnDatabase</name>
    <message>
        <source>the file became shorter while it was copied</source>
        <translation>el archivo se acortó mientras se copiaba</translation>
    </message>
</context>
<context>
    <name>PieceSet</name>
    <message>
        <source>%1 glyphs</source>
        <translation>Glifos de %1</translation>
    </message>
</context>
<context>
    <name>PieceSets</name>
    <message>
        <source>Staunton (font glyphs)</source>
        <translation>Staunton (signos de la fuente)</translation>
    </message>
    <message>
        <source>Fancy (from GNOME Chess)</source>
        <translation>Elegantes (de GNOME Chess)</translation>
    </message>
    <message>
        <source>Simple (from GNOME Chess)</source>
        <translation>Sencillas (de GNOME Chess)</translation>
    </message>
    <message>
        <source>XBoard</source>
        <translation>XBoard</translation>
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
        <translation>Iniciar o detener el análisis del motor de la posición mostrada (Ctrl+E)</translation>
    </message>
    <message>
        <source>The evaluation from White&apos;s point of view: + is good for White, #3 means White mates in 3 moves, #−3 Black mates in 3</source>
        <translation>La evaluación desde el punto de vista de las blancas: + favorece a las blancas, #3 significa que las blancas dan mate en 3 jugadas, #−3 que dan mate las negras en 3</translation>
    </message>
    <message>
        <source>Press Analyse (Ctrl+E) to let the engine look at the shown position.</source>
        <translation>Pulsa Analizar (Ctrl+E) para que el motor estudie la posición mostrada.</translation>
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
</context>
<context>
    <name>ferz::BoardController</name>
    <message>
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Pieza tocada, pieza movida: has tocado %1, así que eso es lo que debes mover.</translation>
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
</context>
<context>
    <name>ferz::GameListWidget</name>
    <message>
        <source>Filter games: player, event, date, ECO…</source>
        <translation>Filtrar partidas: jugador, torneo, fecha, ECO…</translation>
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
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
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
        <source>Minutes for the game, or moves/minutes stages separated by commas: 40/90, 30 gives 90 minutes for 40 moves, then 30 minutes for the rest.</source>
        <translation>Minutos para la partida, o tramos jugadas/minutos separados por comas: 40/90, 30 da 90 minutos para 40 jugadas y luego 30 minutos para el resto.</translation>
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
        <source>The time &quot;%1&quot; cannot be read: give minutes (90, 0.5) or stages such as 40/90, 30.</source>
        <translation>No se puede leer el tiempo «%1»: indica minutos (90, 0.5) o tramos como 40/90, 30.</translation>
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
        <source>%1 offers a draw: accept it, decline it, or decline by moving.</source>
        <translation>%1 ofrecen tablas: acéptalas, recházalas o recházalas jugando.</translation>
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
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Pieza tocada, pieza movida: has tocado %1, así que eso es lo que debes mover.</translation>
    </message>
    <message>
        <source>Ferz Guide</source>
        <translation>Guía de Ferz</translation>
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
        <translation>Esc</translation>
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
        <translation>Letras del &amp;idioma de la interfaz</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
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
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
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
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Pegar FEN o PGN</translation>
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
        <translation>&amp;Abandonar…</translation>
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
        <source>P&amp;revious Game</source>
        <translation>Partida &amp;anterior</translation>
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
        <translation>&amp;Subir variante</translation>
    </message>
    <message>
        <source>&amp;Demote Variation</source>
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
        <source>Delete Moves from &amp;Here</source>
        <translation>Borrar jugadas desde &amp;aquí</translation>
    </message>
    <message>
        <source>New Moves Become the &amp;Main Line</source>
        <translation>Las jugadas nuevas son la línea &amp;principal</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Preparar posición…</translation>
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
        <translation>Modo de &amp;aprendizaje</translation>
    </message>
    <message>
        <source>Show &amp;Attacked Squares</source>
        <translation>Mostrar casillas &amp;atacadas</translation>
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
        <source>Offer a draw: the offer is made with your next move</source>
        <translation>Ofrecer tablas: la oferta se hace con tu próxima jugada</translation>
    </message>
    <message>
        <source>&amp;Board and Pieces…</source>
        <translation>&amp;Tablero y piezas…</translation>
    </message>
    <message>
        <source>Ferz &amp;Guide</source>
        <translation>&amp;Guía de Ferz</translation>
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
        <source>%1 no longer holds the game as it was read, so the restored game is not linked to it: Save As writes it to a file.</source>
        <translation>%1 ya no contiene la partida tal como se leyó, así que la partida recuperada no queda ligada a él: «Guardar como» la escribe en un archivo.</translation>
    </message>
    <message>
        <source>The game in progress was restored.</source>
        <translation>Se restauró la partida en curso.</translation>
    </message>
    <message>
        <source>The unsaved edits were restored: save them to keep them.</source>
        <translation>Se recuperaron los cambios sin guardar: guárdalos para conservarlos.</translation>
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
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 debe ser uno de %2, no &quot;%3&quot;</translation>
    </message>
    <message>
        <source>With --screenshot: picture the Ferz Guide on &lt;page&gt;.</source>
        <translation>Con --screenshot: capturar la Guía de Ferz en &lt;page&gt;.</translation>
    </message>
    <message>
        <source>there is no guide page &quot;%1&quot;</source>
        <translation>no existe la página de la guía «%1»</translation>
    </message>
</context>
</TS>
