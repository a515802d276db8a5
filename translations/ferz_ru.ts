<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AccessibleBoard</name>
    <message>
        <source>Chessboard</source>
        <translation>Шахматная доска</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Enter picks up and puts down, Esc leaves.</source>
        <translation>Стрелки двигают курсор, Enter берёт и ставит фигуру, Esc выключает курсор.</translation>
    </message>
    <message>
        <source>Ctrl+B moves the pieces with the keyboard.</source>
        <translation>Ctrl+B — ходить фигурами с клавиатуры.</translation>
    </message>
    <message>
        <source>%1, promotion choice</source>
        <translation>%1, выбор превращения</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>взята</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>последний ход</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>под шахом</translation>
    </message>
    <message>
        <source>legal move</source>
        <translation>возможный ход</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Доска для расстановки</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; a letter of FEN puts a piece there (K Q R B N P white, k q r b n p black); Delete or Space empties the square.</source>
        <translation>Стрелки двигают курсор; буква FEN ставит туда фигуру (K Q R B N P — белые, k q r b n p — чёрные); Delete или пробел очищает поле.</translation>
    </message>
</context>
<context>
    <name>AnnotationCommands</name>
    <message>
        <source>Add Move</source>
        <translation>Добавить ход</translation>
    </message>
    <message>
        <source>Add Main Line</source>
        <translation>Добавить главный вариант</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Добавить вариант</translation>
    </message>
    <message>
        <source>Edit Headers</source>
        <translation>Изменить заголовки</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Аннотировать движком</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings cannot be saved to %1: %2. Those in use stay until Ferz closes.</source>
        <translation>Настройки не удаётся сохранить в %1: %2. Текущие настройки действуют до закрытия Ferz.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The autosaved game could not be read (%1); the file was set aside as %2.</source>
        <translation>Не удалось прочитать автосохранённую партию (%1); файл отложен под именем %2.</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>это не файл</translation>
    </message>
    <message>
        <source>it is larger than any autosaved game</source>
        <translation>он больше любой автосохранённой партии</translation>
    </message>
</context>
<context>
    <name>AutosaveRecord</name>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>некорректный JSON в байте %1: %2</translation>
    </message>
    <message>
        <source>not a Ferz autosave record</source>
        <translation>это не файл автосохранения Ferz</translation>
    </message>
    <message>
        <source>written by another version of Ferz (record version %1)</source>
        <translation>записан другой версией Ferz (версия записи %1)</translation>
    </message>
    <message>
        <source>its kind &quot;%1&quot; is neither a game being played nor an edited game</source>
        <translation>его вид «%1» — ни партия в игре, ни правленая партия</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>в нём нет партии</translation>
    </message>
    <message>
        <source>the time of a clock is missing</source>
        <translation>не указано время на одних из часов</translation>
    </message>
    <message>
        <source>its time control &quot;%1&quot; cannot be read</source>
        <translation>не удаётся прочитать его контроль времени «%1»</translation>
    </message>
    <message>
        <source>its game cannot be read: %1</source>
        <translation>не удаётся прочитать партию: %1</translation>
    </message>
    <message>
        <source>the engine playing White is not named</source>
        <translation>не указан движок, играющий белыми</translation>
    </message>
    <message>
        <source>the engine playing Black is not named</source>
        <translation>не указан движок, играющий чёрными</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <source>How the rook moves</source>
        <extracomment>01-rook.json: the stage&apos;s title</extracomment>
        <translation>Как ходит ладья</translation>
    </message>
    <message>
        <source>The rook moves along its file or its rank, as many squares as it likes, but it cannot jump over other pieces.</source>
        <extracomment>01-rook.json: the stage&apos;s introduction</extracomment>
        <translation>Ладья ходит по вертикали или по горизонтали на любое число полей, но перепрыгивать через другие фигуры не может.</translation>
    </message>
    <message>
        <source>Collect every star with the rook.</source>
        <extracomment>01-rook.json: what the stage&apos;s levels ask</extracomment>
        <translation>Соберите ладьёй все звёзды.</translation>
    </message>
    <message>
        <source>The rook goes straight up its file.</source>
        <extracomment>01-rook.json, level 1: the hint</extracomment>
        <translation>Ладья идёт прямо вверх по своей вертикали.</translation>
    </message>
    <message>
        <source>Your own pawn stands on the file. The rook cannot jump over it: go round.</source>
        <extracomment>01-rook.json, level 4: what the level asks</extracomment>
        <translation>На вертикали стоит ваша же пешка. Ладья не перепрыгнет через неё: обойдите её.</translation>
    </message>
    <message>
        <source>First step aside onto another file.</source>
        <extracomment>01-rook.json, level 4: the hint</extracomment>
        <translation>Сначала уйдите в сторону, на другую вертикаль.</translation>
    </message>
    <message>
        <source>How the bishop moves</source>
        <extracomment>02-bishop.json: the stage&apos;s title</extracomment>
        <translation>Как ходит слон</translation>
    </message>
    <message>
        <source>The bishop moves along the diagonals, as many squares as it likes, without jumping. It always stays on squares of one colour.</source>
        <extracomment>02-bishop.json: the stage&apos;s introduction</extracomment>
        <translation>Слон ходит по диагоналям на любое число полей, не перепрыгивая через фигуры. Он всегда остаётся на полях одного цвета.</translation>
    </message>
    <message>
        <source>Collect every star with the bishop.</source>
        <extracomment>02-bishop.json: what the stage&apos;s levels ask</extracomment>
        <translation>Соберите слоном все звёзды.</translation>
    </message>
    <message>
        <source>Follow the diagonal up and to the right.</source>
        <extracomment>02-bishop.json, level 1: the hint</extracomment>
        <translation>Идите по диагонали вверх и вправо.</translation>
    </message>
    <message>
        <source>Your pawns shut the bishop in: move one of them out of the way first.</source>
        <extracomment>02-bishop.json, level 4: what the level asks</extracomment>
        <translation>Ваши пешки заперли слона: сначала уберите одну из них с дороги.</translation>
    </message>
    <message>
        <source>Push the pawn on d2: the diagonal from c1 opens.</source>
        <extracomment>02-bishop.json, level 4: the hint</extracomment>
        <translation>Двиньте пешку d2: диагональ от c1 откроется.</translation>
    </message>
    <message>
        <source>One bishop runs on the light squares, the other on the dark ones: each star belongs to one of them.</source>
        <extracomment>02-bishop.json, level 5: what the level asks</extracomment>
        <translation>Один слон ходит по белым полям, другой по чёрным: каждая звезда достаётся одному из них.</translation>
    </message>
    <message>
        <source>How the queen moves</source>
        <extracomment>03-queen.json: the stage&apos;s title</extracomment>
        <translation>Как ходит ферзь</translation>
    </message>
    <message>
        <source>The queen moves like a rook and like a bishop together: along files, ranks and diagonals, as far as she likes, without jumping.</source>
        <extracomment>03-queen.json: the stage&apos;s introduction</extracomment>
        <translation>Ферзь ходит и как ладья, и как слон: по вертикалям, горизонталям и диагоналям, на любое число полей, не перепрыгивая через фигуры.</translation>
    </message>
    <message>
        <source>Collect every star with the queen.</source>
        <extracomment>03-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Соберите ферзём все звёзды.</translation>
    </message>
    <message>
        <source>Pawns surround the queen on three sides. She cannot jump over them.</source>
        <extracomment>03-queen.json, level 4: what the level asks</extracomment>
        <translation>Пешки окружают ферзя с трёх сторон. Перепрыгнуть через них он не может.</translation>
    </message>
    <message>
        <source>How the king moves</source>
        <extracomment>04-king.json: the stage&apos;s title</extracomment>
        <translation>Как ходит король</translation>
    </message>
    <message>
        <source>The king moves one square in any direction. He may never step onto a square the enemy attacks, so the two kings never stand side by side.</source>
        <extracomment>04-king.json: the stage&apos;s introduction</extracomment>
        <translation>Король ходит на одно поле в любую сторону. Вставать на поле, которое бьёт противник, ему нельзя, поэтому два короля никогда не стоят рядом.</translation>
    </message>
    <message>
        <source>Collect every star with the king.</source>
        <extracomment>04-king.json: what the stage&apos;s levels ask</extracomment>
        <translation>Соберите королём все звёзды.</translation>
    </message>
    <message>
        <source>One square at a time, straight up the file.</source>
        <extracomment>04-king.json, level 2: the hint</extracomment>
        <translation>По одному полю, прямо вверх по вертикали.</translation>
    </message>
    <message>
        <source>A diagonal step covers as much ground as a straight one.</source>
        <extracomment>04-king.json, level 4: what the level asks</extracomment>
        <translation>Шаг по диагонали продвигает не меньше, чем шаг прямо.</translation>
    </message>
    <message>
        <source>The black king stands in the way, and the two kings may never stand next to each other: go round him.</source>
        <extracomment>04-king.json, level 5: what the level asks</extracomment>
        <translation>На пути стоит чёрный король, а короли никогда не могут стоять рядом: обойдите его.</translation>
    </message>
    <message>
        <source>How the knight moves</source>
        <extracomment>05-knight.json: the stage&apos;s title</extracomment>
        <translation>Как ходит конь</translation>
    </message>
    <message>
        <source>The knight jumps in the shape of an L: two squares along a file or rank, then one square to the side. It is the only piece that jumps over others.</source>
        <extracomment>05-knight.json: the stage&apos;s introduction</extracomment>
        <translation>Конь прыгает буквой Г: на два поля по вертикали или горизонтали и на одно в сторону. Это единственная фигура, которая перепрыгивает через другие.</translation>
    </message>
    <message>
        <source>Collect every star with the knight.</source>
        <extracomment>05-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Соберите конём все звёзды.</translation>
    </message>
    <message>
        <source>Two squares up, one to the right.</source>
        <extracomment>05-knight.json, level 1: the hint</extracomment>
        <translation>Два поля вверх, одно вправо.</translation>
    </message>
    <message>
        <source>The star lies right next to the knight, yet a knight never moves just one square.</source>
        <extracomment>05-knight.json, level 5: what the level asks</extracomment>
        <translation>Звезда совсем рядом с конём, но на соседнее поле конь никогда не ходит.</translation>
    </message>
    <message>
        <source>Your own pawns surround the knight. That does not stop a knight.</source>
        <extracomment>05-knight.json, level 6: what the level asks</extracomment>
        <translation>Коня окружают ваши же пешки. Коню это не помеха.</translation>
    </message>
    <message>
        <source>How the pawn moves</source>
        <extracomment>06-pawn.json: the stage&apos;s title</extracomment>
        <translation>Как ходит пешка</translation>
    </message>
    <message>
        <source>A pawn moves straight forward, one square, or two from its starting square, and only onto an empty square. It captures one square diagonally forward.</source>
        <extracomment>06-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>Пешка ходит прямо вперёд на одно поле, а с начальной позиции и на два, и только на свободное поле. Бьёт она на одно поле по диагонали вперёд.</translation>
    </message>
    <message>
        <source>Collect the star with the pawn.</source>
        <extracomment>06-pawn.json, level 1: what the level asks</extracomment>
        <translation>Соберите звезду пешкой.</translation>
    </message>
    <message>
        <source>From its starting square a pawn may advance two squares at once.</source>
        <extracomment>06-pawn.json, level 1: the hint</extracomment>
        <translation>С начальной позиции пешка может сразу пройти два поля.</translation>
    </message>
    <message>
        <source>Capture a black piece with the pawn.</source>
        <extracomment>06-pawn.json, level 3: what the level asks</extracomment>
        <translation>Возьмите пешкой чёрную пешку или чёрного коня.</translation>
    </message>
    <message>
        <source>A pawn captures one square diagonally forward.</source>
        <extracomment>06-pawn.json, level 3: the hint</extracomment>
        <translation>Пешка бьёт на одно поле по диагонали вперёд.</translation>
    </message>
    <message>
        <source>The two pawns stand face to face.</source>
        <extracomment>06-pawn.json, level 4: what the level asks</extracomment>
        <translation>Две пешки стоят лицом к лицу.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <extracomment>07-capture.json: the stage&apos;s title</extracomment>
        <translation>Взятие</translation>
    </message>
    <message>
        <source>A piece that moves onto a square held by an enemy piece captures it: the enemy piece leaves the board. Here the black pieces stand still.</source>
        <extracomment>07-capture.json: the stage&apos;s introduction</extracomment>
        <translation>Фигура или пешка, которая встаёт на поле, занятое фигурой или пешкой противника, берёт её: взятая уходит с доски. Здесь чёрные фигуры и пешки стоят на месте.</translation>
    </message>
    <message>
        <source>Capture every black piece marked with a star.</source>
        <extracomment>07-capture.json: what the stage&apos;s levels ask</extracomment>
        <translation>Возьмите всё чёрное, что отмечено звёздочкой: фигуры и пешки.</translation>
    </message>
    <message>
        <source>You have a rook and a bishop: use both.</source>
        <extracomment>07-capture.json, level 5: what the level asks</extracomment>
        <translation>У вас ладья и слон: используйте обе фигуры.</translation>
    </message>
    <message>
        <source>The names of the squares</source>
        <extracomment>08-squares.json: the stage&apos;s title</extracomment>
        <translation>Названия полей</translation>
    </message>
    <message>
        <source>Every square is named by its file, a to h from White&apos;s left, and its rank, 1 to 8 from White&apos;s side: e4, a8, h1. Notation is built on these names.</source>
        <extracomment>08-squares.json: the stage&apos;s introduction</extracomment>
        <translation>Каждое поле называют по вертикали — букве от a до h, слева направо, если смотреть со стороны белых, — и по горизонтали — цифре от 1 до 8, считая от белых: e4, a8, h1. На этих названиях построена нотация.</translation>
    </message>
    <message>
        <source>Now the board is seen from Black&apos;s side: a1 is at the top right.</source>
        <extracomment>08-squares.json, level 5: what the level asks</extracomment>
        <translation>Теперь доска видна со стороны чёрных: a1 справа вверху.</translation>
    </message>
    <message>
        <source>Giving check</source>
        <extracomment>09-check.json: the stage&apos;s title</extracomment>
        <translation>Шах</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece attacks his square. The player in check must get out of it at once.</source>
        <extracomment>09-check.json: the stage&apos;s introduction</extracomment>
        <translation>Король под шахом, когда его поле атакует фигура противника. Игрок, получивший шах, должен сразу от него защититься.</translation>
    </message>
    <message>
        <source>Give check with the rook.</source>
        <extracomment>09-check.json, level 1: what the level asks</extracomment>
        <translation>Объявите шах ладьёй.</translation>
    </message>
    <message>
        <source>The rook attacks the whole rank it stands on.</source>
        <extracomment>09-check.json, level 1: the hint</extracomment>
        <translation>Ладья бьёт всю горизонталь, на которой стоит.</translation>
    </message>
    <message>
        <source>Give check with the knight.</source>
        <extracomment>09-check.json, level 2: what the level asks</extracomment>
        <translation>Объявите шах конём.</translation>
    </message>
    <message>
        <source>Give check with the bishop.</source>
        <extracomment>09-check.json, level 3: what the level asks</extracomment>
        <translation>Объявите шах слоном.</translation>
    </message>
    <message>
        <source>Look for a diagonal that leads to the king.</source>
        <extracomment>09-check.json, level 3: the hint</extracomment>
        <translation>Найдите диагональ, которая ведёт к королю.</translation>
    </message>
    <message>
        <source>Give check with the pawn.</source>
        <extracomment>09-check.json, level 4: what the level asks</extracomment>
        <translation>Объявите шах пешкой.</translation>
    </message>
    <message>
        <source>The knight stands between your rook and the black king, and any knight move opens the file: a discovered check. Give check.</source>
        <extracomment>09-check.json, level 5: what the level asks</extracomment>
        <translation>Конь стоит между вашей ладьёй и чёрным королём, и любой ход конём открывает вертикаль: это вскрытый шах. Объявите шах.</translation>
    </message>
    <message>
        <source>Give a double check: the knight and the rook attack the king at the same time.</source>
        <extracomment>09-check.json, level 6: what the level asks</extracomment>
        <translation>Объявите двойной шах: конь и ладья атакуют короля одновременно.</translation>
    </message>
    <message>
        <source>Getting out of check</source>
        <extracomment>10-escape.json: the stage&apos;s title</extracomment>
        <translation>Защита от шаха</translation>
    </message>
    <message>
        <source>There are three ways out of a check: move the king to a safe square, capture the checking piece, or put a piece between it and the king. Against a double check only a king move helps.</source>
        <extracomment>10-escape.json: the stage&apos;s introduction</extracomment>
        <translation>От шаха есть три защиты: увести короля на безопасное поле, взять шахующую фигуру или закрыться, поставив фигуру между ней и королём. От двойного шаха спасает только ход королём.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by moving the king.</source>
        <extracomment>10-escape.json, level 1: what the level asks</extracomment>
        <translation>Ладья объявила шах вашему королю. Уйдите от шаха ходом короля.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by capturing the rook.</source>
        <extracomment>10-escape.json, level 2: what the level asks</extracomment>
        <translation>Ладья объявила шах вашему королю. Защититесь, взяв ладью.</translation>
    </message>
    <message>
        <source>The rook checks your king. Get out of check by putting a piece in between.</source>
        <extracomment>10-escape.json, level 3: what the level asks</extracomment>
        <translation>Ладья объявила шах вашему королю. Закройтесь, поставив фигуру между ними.</translation>
    </message>
    <message>
        <source>The bishop can reach the square between the rook and your king.</source>
        <extracomment>10-escape.json, level 3: the hint</extracomment>
        <translation>Слон может встать на поле между ладьёй и вашим королём.</translation>
    </message>
    <message>
        <source>Only one move saves your king. Find it.</source>
        <extracomment>10-escape.json, level 4: what the level asks</extracomment>
        <translation>Вашего короля спасает только один ход. Найдите его.</translation>
    </message>
    <message>
        <source>Double check: the rook and the bishop both attack your king. Capturing one of them does not help.</source>
        <extracomment>10-escape.json, level 5: what the level asks</extracomment>
        <translation>Двойной шах: и ладья, и слон атакуют вашего короля. Взять одну из фигур не поможет.</translation>
    </message>
    <message>
        <source>The rook checks along your first rank. Find the way out.</source>
        <extracomment>10-escape.json, level 6: what the level asks</extracomment>
        <translation>Ладья объявила шах по вашей первой горизонтали. Найдите защиту.</translation>
    </message>
    <message>
        <source>Mate in one</source>
        <extracomment>11-mate.json: the stage&apos;s title</extracomment>
        <translation>Мат в один ход</translation>
    </message>
    <message>
        <source>Checkmate is a check with no way out: the king cannot step away, the checking piece cannot be taken and nothing can come in between. It ends the game. These positions come from real games.</source>
        <extracomment>11-mate.json: the stage&apos;s introduction</extracomment>
        <translation>Мат — это шах, от которого нет защиты: королю некуда уйти, шахующую фигуру нельзя взять и между ними нечем закрыться. Мат заканчивает партию. Эти позиции взяты из настоящих партий.</translation>
    </message>
    <message>
        <source>Give checkmate in one move.</source>
        <extracomment>11-mate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Поставьте мат в один ход.</translation>
    </message>
    <message>
        <source>White has opened the diagonal from h4 to the white king.</source>
        <extracomment>11-mate.json, level 1: the hint</extracomment>
        <translation>Белые открыли диагональ от h4 к своему королю.</translation>
    </message>
    <message>
        <source>The pawn on f7 is defended only by the black king.</source>
        <extracomment>11-mate.json, level 2: the hint</extracomment>
        <translation>Пешку f7 защищает только чёрный король.</translation>
    </message>
    <message>
        <source>Careful: some moves stalemate instead.</source>
        <extracomment>11-mate.json, level 6: what the level asks</extracomment>
        <translation>Осторожно: некоторые ходы дают пат.</translation>
    </message>
    <message>
        <source>Even a pawn can do it.</source>
        <extracomment>11-mate.json, level 7: what the level asks</extracomment>
        <translation>Даже пешка может это сделать.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <extracomment>12-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Пат</translation>
    </message>
    <message>
        <source>Stalemate: the player to move is not in check but has no legal move. The game ends at once in a draw. These positions come from real games.</source>
        <extracomment>12-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>Пат: игрок, чей ход, не под шахом, но у него нет ни одного допустимого хода. Партия сразу заканчивается вничью. Эти позиции взяты из настоящих партий.</translation>
    </message>
    <message>
        <source>White has a single legal move.</source>
        <extracomment>12-stalemate.json, level 2: what the level asks</extracomment>
        <translation>У белых всего один возможный ход.</translation>
    </message>
    <message>
        <source>Black still has two pawns.</source>
        <extracomment>12-stalemate.json, level 3: what the level asks</extracomment>
        <translation>У чёрных ещё есть две пешки.</translation>
    </message>
    <message>
        <source>Winning without stalemating</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s title</extracomment>
        <translation>Выиграть, не допустив пата</translation>
    </message>
    <message>
        <source>With a big material advantage the danger is to leave the lone king without a move when he is not in check: stalemate, and the win is gone. Look for a check that leaves no way out, not just for a move that takes squares away.</source>
        <extracomment>13-avoid-stalemate.json: the stage&apos;s introduction</extracomment>
        <translation>При большом перевесе главная опасность — оставить одинокого короля без ходов, когда он не под шахом: пат, и победы нет. Ищите шах, от которого нет защиты, а не просто ход, отнимающий поля.</translation>
    </message>
    <message>
        <source>Give checkmate in one move, and do not stalemate.</source>
        <extracomment>13-avoid-stalemate.json: what the stage&apos;s levels ask</extracomment>
        <translation>Поставьте мат в один ход и не допустите пата.</translation>
    </message>
    <message>
        <source>The black king has no free square even now, so any quiet move stalemates: only a check can win.</source>
        <extracomment>13-avoid-stalemate.json, level 1: the hint</extracomment>
        <translation>У чёрного короля уже сейчас нет свободных полей, поэтому любой тихий ход даёт пат: выигрывает только шах.</translation>
    </message>
    <message>
        <source>Suppose White took the queen here.</source>
        <extracomment>13-avoid-stalemate.json, level 2: what the level asks</extracomment>
        <translation>Допустим, здесь белые взяли ферзя.</translation>
    </message>
    <message>
        <source>Suppose White took the rook here.</source>
        <extracomment>13-avoid-stalemate.json, level 4: what the level asks</extracomment>
        <translation>Допустим, здесь белые взяли ладью.</translation>
    </message>
    <message>
        <source>Castling</source>
        <extracomment>14-castling.json: the stage&apos;s title</extracomment>
        <translation>Рокировка</translation>
    </message>
    <message>
        <source>Castling moves the king two squares towards a rook, and the rook jumps over to the square the king crossed. It is allowed only if neither the king nor that rook has moved, no piece stands between them, and the king is not in check, does not cross an attacked square and does not land on one.</source>
        <extracomment>14-castling.json: the stage&apos;s introduction</extracomment>
        <translation>При рокировке король идёт на два поля к ладье, а ладья перепрыгивает через него на поле, которое король прошёл. Она разрешена, только если ни король, ни эта ладья ещё не ходили, между ними нет фигур, король не под шахом, не проходит через битое поле и не встаёт на него.</translation>
    </message>
    <message>
        <source>Castle on the king&apos;s side: move the king two squares towards the rook on h1.</source>
        <extracomment>14-castling.json, level 1: what the level asks</extracomment>
        <translation>Сделайте короткую рокировку: передвиньте короля на два поля к ладье h1.</translation>
    </message>
    <message>
        <source>Castle on the queen&apos;s side: move the king two squares towards the rook on a1.</source>
        <extracomment>14-castling.json, level 2: what the level asks</extracomment>
        <translation>Сделайте длинную рокировку: передвиньте короля на два поля к ладье a1.</translation>
    </message>
    <message>
        <source>The king went to e2 and came back.</source>
        <extracomment>14-castling.json, level 3: what the level asks</extracomment>
        <translation>Король ходил на e2 и вернулся.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back.</source>
        <extracomment>14-castling.json, level 4: what the level asks</extracomment>
        <translation>Ладья h1 ходила на h2 и вернулась.</translation>
    </message>
    <message>
        <source>The rook on h1 went to h2 and came back; the rook on a1 has not moved.</source>
        <extracomment>14-castling.json, level 5: what the level asks</extracomment>
        <translation>Ладья h1 ходила на h2 и вернулась; ладья a1 не ходила.</translation>
    </message>
    <message>
        <source>The black rook attacks b1, a square only the rook crosses.</source>
        <extracomment>14-castling.json, level 10: what the level asks</extracomment>
        <translation>Чёрная ладья бьёт поле b1, через которое проходит только ладья.</translation>
    </message>
    <message>
        <source>En passant</source>
        <extracomment>15-en-passant.json: the stage&apos;s title</extracomment>
        <translation>Взятие на проходе</translation>
    </message>
    <message>
        <source>A pawn that advances two squares and lands beside an enemy pawn may be captured as if it had moved only one: the enemy pawn takes it by moving diagonally to the square it crossed. This is allowed only on the very next move.</source>
        <extracomment>15-en-passant.json: the stage&apos;s introduction</extracomment>
        <translation>Пешку, которая прошла два поля и встала рядом с пешкой противника, можно взять так, будто она прошла одно: пешка противника бьёт её, вставая по диагонали на пройденное поле. Это можно сделать только сразу, следующим ходом.</translation>
    </message>
    <message>
        <source>Black has just played d7-d5. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 1: what the level asks</extracomment>
        <translation>Чёрные только что сыграли d7—d5. Возьмите пешку на проходе.</translation>
    </message>
    <message>
        <source>White has just played f2-f4. Capture the pawn en passant.</source>
        <extracomment>15-en-passant.json, level 2: what the level asks</extracomment>
        <translation>Белые только что сыграли f2—f4. Возьмите пешку на проходе.</translation>
    </message>
    <message>
        <source>Black played d7-d5, but White answered with a king move.</source>
        <extracomment>15-en-passant.json, level 4: what the level asks</extracomment>
        <translation>Чёрные сыграли d7—d5, но белые ответили ходом короля.</translation>
    </message>
    <message>
        <source>The black pawn came to d5 in two single steps.</source>
        <extracomment>15-en-passant.json, level 5: what the level asks</extracomment>
        <translation>Чёрная пешка пришла на d5 в два хода, по одному полю.</translation>
    </message>
    <message>
        <source>Promotion</source>
        <extracomment>16-promotion.json: the stage&apos;s title</extracomment>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>A pawn that reaches the last rank must become a queen, a rook, a bishop or a knight of its own colour, whatever pieces are still on the board. Usually a queen is best, but not always.</source>
        <extracomment>16-promotion.json: the stage&apos;s introduction</extracomment>
        <translation>Пешка, дошедшая до последней горизонтали, должна превратиться в ферзя, ладью, слона или коня своего цвета, какие бы фигуры ни стояли на доске. Обычно лучше всего ферзь, но не всегда.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen.</source>
        <extracomment>16-promotion.json, level 1: what the level asks</extracomment>
        <translation>Превратите пешку в ферзя.</translation>
    </message>
    <message>
        <source>Promote the pawn to a queen. It may also capture on its way.</source>
        <extracomment>16-promotion.json, level 2: what the level asks</extracomment>
        <translation>Превратите пешку в ферзя. По пути она может и взять.</translation>
    </message>
    <message>
        <source>Promote the pawn and give check at the same time.</source>
        <extracomment>16-promotion.json, level 3: what the level asks</extracomment>
        <translation>Превратите пешку и одновременно объявите шах.</translation>
    </message>
    <message>
        <source>A queen on e8 would not attack d6. Which piece would?</source>
        <extracomment>16-promotion.json, level 3: the hint</extracomment>
        <translation>Ферзь на e8 не бьёт d6. А какая фигура била бы?</translation>
    </message>
    <message>
        <source>Promote the pawn without stalemating the black king.</source>
        <extracomment>16-promotion.json, level 4: what the level asks</extracomment>
        <translation>Превратите пешку, не запатовав чёрного короля.</translation>
    </message>
    <message>
        <source>A new queen would take away the black king&apos;s last squares.</source>
        <extracomment>16-promotion.json, level 4: the hint</extracomment>
        <translation>Новый ферзь отнял бы у чёрного короля последние поля.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <extracomment>17-threefold.json: the stage&apos;s title</extracomment>
        <translation>Троекратное повторение</translation>
    </message>
    <message>
        <source>Claim a draw if you may, at the right moment; otherwise play on.</source>
        <extracomment>17-threefold.json: what the stage&apos;s levels ask</extracomment>
        <translation>Если можно, потребуйте ничью в нужный момент; если нельзя, играйте дальше.</translation>
    </message>
    <message>
        <source>The knights have gone out and back twice.</source>
        <extracomment>17-threefold.json, level 1: what the level asks</extracomment>
        <translation>Кони дважды вышли и вернулись.</translation>
    </message>
    <message>
        <source>Which move would put the starting position on the board for the third time?</source>
        <extracomment>17-threefold.json, level 2: the hint</extracomment>
        <translation>Какой ход в третий раз поставит на доску начальную позицию?</translation>
    </message>
    <message>
        <source>White checks again and again.</source>
        <extracomment>17-threefold.json, level 3: what the level asks</extracomment>
        <translation>Белые снова и снова объявляют шах.</translation>
    </message>
    <message>
        <source>White has given two checks.</source>
        <extracomment>17-threefold.json, level 4: what the level asks</extracomment>
        <translation>Белые объявили два шаха.</translation>
    </message>
    <message>
        <source>The rooks have gone up and back twice.</source>
        <extracomment>17-threefold.json, level 5: what the level asks</extracomment>
        <translation>Ладьи дважды сходили вперёд и назад.</translation>
    </message>
    <message>
        <source>Before the rooks first moved, both sides could still castle: that was another position.</source>
        <extracomment>17-threefold.json, level 5: the hint</extracomment>
        <translation>Пока ладьи не ходили, обе стороны ещё могли рокироваться: это была другая позиция.</translation>
    </message>
    <message>
        <source>White has just brought the queen back to f5, putting the same position on the board for the third time, and did not claim. Now it is Black&apos;s move.</source>
        <extracomment>17-threefold.json, level 6: what the level asks</extracomment>
        <translation>Белые только что вернули ферзя на f5, в третий раз поставив на доску ту же позицию, и не потребовали ничью. Теперь ход чёрных.</translation>
    </message>
    <message>
        <source>The fifty-move rule</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s title</extracomment>
        <translation>Правило 50 ходов</translation>
    </message>
    <message>
        <source>Fifty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 1: what the level asks</extracomment>
        <translation>Каждая сторона сделала пятьдесят ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine.</source>
        <extracomment>18-fifty-moves.json, level 2: what the level asks</extracomment>
        <translation>Чёрные только что сделали пятидесятый ход без взятий и ходов пешками, белые — сорок девять.</translation>
    </message>
    <message>
        <source>Black has just made the fiftieth move without a capture or a pawn move; White has made forty-nine. A pawn move starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: what the level asks</extracomment>
        <translation>Чёрные только что сделали пятидесятый ход без взятий и ходов пешками, белые — сорок девять. Ход пешкой начинает счёт заново.</translation>
    </message>
    <message>
        <source>Thirty moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 4: what the level asks</extracomment>
        <translation>Каждая сторона сделала тридцать ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 5: what the level asks</extracomment>
        <translation>Каждая сторона сделала семьдесят пять ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>White&apos;s last move completed fifty moves by each side without a capture or a pawn move.</source>
        <extracomment>18-fifty-moves.json, level 6: what the level asks</extracomment>
        <translation>Последним ходом белых набралось по пятьдесят ходов каждой стороны без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Dead positions</source>
        <extracomment>19-dead-position.json: the stage&apos;s title</extracomment>
        <translation>Мёртвые позиции</translation>
    </message>
    <message>
        <source>The bishops stand on squares of different colours.</source>
        <extracomment>19-dead-position.json, level 6: what the level asks</extracomment>
        <translation>Слоны стоят на полях разного цвета.</translation>
    </message>
    <message>
        <source>Both bishops stand on light squares.</source>
        <extracomment>19-dead-position.json, level 7: what the level asks</extracomment>
        <translation>Оба слона стоят на белых полях.</translation>
    </message>
    <message>
        <source>When the flag falls</source>
        <extracomment>20-flag-fall.json: the stage&apos;s title</extracomment>
        <translation>Когда падает флажок</translation>
    </message>
    <message>
        <source>A player whose time runs out loses, unless the opponent could not checkmate by any series of legal moves, even with the clumsiest defence: then the game is drawn. A lone king can never mate.</source>
        <extracomment>20-flag-fall.json: the stage&apos;s introduction</extracomment>
        <translation>У кого кончилось время, тот проигрывает, если только соперник не смог бы поставить мат никакой последовательностью ходов, даже при самой неловкой защите: тогда ничья. Одинокий король не может поставить мат никогда.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White only a queen.</source>
        <extracomment>20-flag-fall.json, level 3: what the level asks</extracomment>
        <translation>У чёрных только конь, а у белых только ферзь.</translation>
    </message>
    <message>
        <source>Black has only a knight, and White a pawn.</source>
        <extracomment>20-flag-fall.json, level 4: what the level asks</extracomment>
        <translation>У чёрных только конь, а у белых пешка.</translation>
    </message>
    <message>
        <source>White has only a bishop.</source>
        <extracomment>20-flag-fall.json, level 6: what the level asks</extracomment>
        <translation>У белых только слон.</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <extracomment>21-draw-offers.json: the stage&apos;s title</extracomment>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>Resignation</source>
        <extracomment>22-resignation.json: the stage&apos;s title</extracomment>
        <translation>Сдача партии</translation>
    </message>
    <message>
        <source>A player may resign at any moment, on their own turn or not. Resigning loses the game, and it cannot be taken back. Once a game is over, a resignation changes nothing.</source>
        <extracomment>22-resignation.json: the stage&apos;s introduction</extracomment>
        <translation>Сдаться можно в любой момент, в свой ход или нет. Сдавшийся проигрывает, и вернуть сдачу нельзя. Когда партия уже закончена, сдача ничего не меняет.</translation>
    </message>
    <message>
        <source>It is White&apos;s turn.</source>
        <extracomment>22-resignation.json, level 2: what the level asks</extracomment>
        <translation>Сейчас ход белых.</translation>
    </message>
    <message>
        <source>Touch-move</source>
        <extracomment>23-touch-move.json: the stage&apos;s title</extracomment>
        <translation>Тронул — ходи</translation>
    </message>
    <message>
        <source>If you deliberately touch one of your pieces, you must move it, if it has a legal move; if you touch an enemy piece, you must capture it, if you can. To straighten a piece without this duty, say &quot;j&apos;adoube&quot; (I adjust) first. Castling starts with the king.</source>
        <extracomment>23-touch-move.json: the stage&apos;s introduction</extracomment>
        <translation>Если вы намеренно тронули свою фигуру, ею нужно пойти, если у неё есть ход; если тронули фигуру противника, её нужно взять, если это возможно. Чтобы поправить фигуру без такой обязанности, сначала скажите «поправляю» (j&apos;adoube). Рокировку начинают с короля.</translation>
    </message>
    <message>
        <source>You have touched your knight on e4. Give check.</source>
        <extracomment>23-touch-move.json, level 1: what the level asks</extracomment>
        <translation>Вы тронули своего коня на e4. Объявите шах.</translation>
    </message>
    <message>
        <source>You have touched your rook on h1 first, so you may not castle with it. Give check.</source>
        <extracomment>23-touch-move.json, level 2: what the level asks</extracomment>
        <translation>Вы первой тронули ладью h1, поэтому рокироваться с ней нельзя. Объявите шах.</translation>
    </message>
    <message>
        <source>You have touched your knight on e2, but it is pinned and has no legal move, so you are free. Give check.</source>
        <extracomment>23-touch-move.json, level 3: what the level asks</extracomment>
        <translation>Вы тронули своего коня на e2, но он связан и ходов у него нет, поэтому вы свободны. Объявите шах.</translation>
    </message>
    <message>
        <source>You have touched the black knight on f6. Capture it.</source>
        <extracomment>23-touch-move.json, level 4: what the level asks</extracomment>
        <translation>Вы тронули чёрного коня на f6. Возьмите его.</translation>
    </message>
    <message>
        <source>You said &quot;j&apos;adoube&quot; and straightened your queen: you are not bound to move her. Give checkmate in one move.</source>
        <extracomment>23-touch-move.json, level 5: what the level asks</extracomment>
        <translation>Вы сказали «поправляю» и поправили своего ферзя: ходить им вы не обязаны. Поставьте мат в один ход.</translation>
    </message>
    <message>
        <source>This board plays under touch-move. Castle on the king&apos;s side: pick up the king first.</source>
        <extracomment>23-touch-move.json, level 6: what the level asks</extracomment>
        <translation>На этой доске действует правило «тронул — ходи». Сделайте короткую рокировку: сначала возьмите короля.</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s title</extracomment>
        <translation>Невозможные ходы</translation>
    </message>
    <message>
        <source>Ferz never lets an illegal move stand and says which rule it breaks. Over the board, a completed illegal move is taken back and the player must make a legal move, with the touched piece if possible; the first one gives the opponent two extra minutes, a second one loses the game, unless the opponent could not checkmate at all.</source>
        <extracomment>24-illegal-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Ferz никогда не принимает невозможный ход и объясняет, какое правило он нарушает. За доской завершённый невозможный ход отменяют, и игрок должен сделать правильный ход, по возможности тронутой фигурой; за первый такой ход сопернику добавляют две минуты, второй означает проигрыш, если только соперник вообще мог бы поставить мат.</translation>
    </message>
    <message>
        <source>The pawn would become a second king.</source>
        <extracomment>24-illegal-moves.json, level 6: what the level asks</extracomment>
        <translation>Пешка стала бы вторым королём.</translation>
    </message>
    <message>
        <source>Writing moves: short notation</source>
        <extracomment>25-short-notation.json: the stage&apos;s title</extracomment>
        <translation>Запись ходов: краткая нотация</translation>
    </message>
    <message>
        <source>Short notation gives the piece&apos;s letter and the square it goes to: a pawn has no letter. A capture adds x, a check +, a mate #; a promotion adds = and the new piece. When two pieces of one kind can go to the same square, the file or rank they come from is added.</source>
        <extracomment>25-short-notation.json: the stage&apos;s introduction</extracomment>
        <translation>В краткой нотации пишут букву фигуры и поле, на которое она идёт; у пешки буквы нет. Взятие обозначают двоеточием :, шах +, двойной шах ++, мат ×; при превращении после поля ставят букву новой фигуры (e8Ф). Если на одно поле могут пойти две одинаковые фигуры, добавляют вертикаль или горизонталь, откуда идёт нужная.</translation>
    </message>
    <message>
        <source>Both knights can reach d2: say which one moves.</source>
        <extracomment>25-short-notation.json, level 7: the hint</extracomment>
        <translation>На d2 могут пойти оба коня: укажите, который из них.</translation>
    </message>
    <message>
        <source>Writing moves: long notation</source>
        <extracomment>26-long-notation.json: the stage&apos;s title</extracomment>
        <translation>Запись ходов: полная нотация</translation>
    </message>
    <message>
        <source>Long notation gives both squares: the one the piece leaves and the one it reaches, with a dash between them, or x for a capture.</source>
        <extracomment>26-long-notation.json: the stage&apos;s introduction</extracomment>
        <translation>В полной нотации указывают оба поля: то, с которого фигура уходит, и то, на которое приходит; между ними ставят тире —, а при взятии двоеточие :.</translation>
    </message>
    <message>
        <source>Reading moves</source>
        <extracomment>27-reading-notation.json: the stage&apos;s title</extracomment>
        <translation>Чтение ходов</translation>
    </message>
    <message>
        <source>A game record is a list of moves in notation. To replay it you read each move and find it on the board.</source>
        <extracomment>27-reading-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Запись партии — это список ходов в нотации. Чтобы её разыграть, читают каждый ход и находят его на доске.</translation>
    </message>
    <message>
        <source>Notation in Russian books</source>
        <extracomment>28-russian-notation.json: the stage&apos;s title</extracomment>
        <translation>Нотация в русских книгах</translation>
    </message>
    <message>
        <source>Russian books write the pieces Кр, Ф, Л, С, К and mark a quiet move with a dash — and a capture with a colon :, a check +, a double check ++ and a mate ×; castling is 0–0 or 0–0–0.</source>
        <extracomment>28-russian-notation.json: the stage&apos;s introduction</extracomment>
        <translation>Русские книги обозначают фигуры Кр, Ф, Л, С, К, ход без взятия — тире —, взятие — двоеточием :, шах +, двойной шах ++, мат ×; рокировка — 0–0 или 0–0–0.</translation>
    </message>
    <message>
        <source>The knight checks, and so does the rook behind it.</source>
        <extracomment>28-russian-notation.json, level 5: the hint</extracomment>
        <translation>Шах объявляет конь, а вместе с ним и ладья позади него.</translation>
    </message>
    <message>
        <source>A position is dead when no series of legal moves can lead to checkmate, however badly either side plays: king against king, king and bishop or king and knight against king, and kings with bishops all on squares of one colour. The game is drawn at once. Under the FIDE Laws king and two knights against a king is not dead: the knights cannot force mate, but a mate is possible. The Brazilian rule text counts it as dead; with Rules ▸ K+N+N Against a Lone King Is a Dead Position on, Ferz and this stage follow it.</source>
        <extracomment>19-dead-position.json: the stage&apos;s introduction</extracomment>
        <translation>Позиция мёртвая, когда никакая последовательность ходов не может привести к мату, как бы плохо ни играли стороны: король против короля, король со слоном или с конём против короля, а также короли со слонами, стоящими на полях одного цвета. Партия сразу заканчивается вничью. По Правилам ФИДЕ король и два коня против короля — позиция не мёртвая: форсировать мат кони не могут, но мат возможен. Бразильский текст правил считает её мёртвой; когда включён пункт «Правила ▸ Кр+К+К против одинокого короля — мёртвая позиция», программа и этот раздел следуют ему.</translation>
    </message>
    <message>
        <source>A player offers a draw during their own turn, together with a move. The opponent may accept, or decline by saying so or simply by moving. The Brazilian rule text adds a rule that the FIDE Laws do not have (they only forbid annoying the opponent, Article 11.5): after a declined offer only the player who declined may make the next offer. Ferz follows it, and so do the levels that say so.</source>
        <extracomment>21-draw-offers.json: the stage&apos;s introduction</extracomment>
        <translation>Ничью предлагают в свой ход, вместе с ходом. Соперник может согласиться или отказаться — словами или просто сделав ход. Бразильский текст правил добавляет правило, которого нет в Правилах ФИДЕ (они лишь запрещают беспокоить соперника, статья 11.5): после отказа следующее предложение может сделать только тот, кто отказался. Программа ему следует, как и задания, где это сказано.</translation>
    </message>
    <message>
        <source>A rook turns only between moves: first reach the rank that both stars share.</source>
        <extracomment>01-rook.json, level 2: the hint</extracomment>
        <translation>Ладья поворачивает только между ходами: сначала выйдите на горизонталь, где стоят обе звезды.</translation>
    </message>
    <message>
        <source>Each move goes along one line. Take the stars in an order in which each lies on a file or rank of the one before.</source>
        <extracomment>01-rook.json, level 3: the hint</extracomment>
        <translation>Каждый ход идёт по одной линии. Собирайте звёзды в таком порядке, чтобы каждая стояла на одной вертикали или горизонтали с предыдущей.</translation>
    </message>
    <message>
        <source>The four stars form a square. Reach one of its corners first; from there each next star is on the same file or rank.</source>
        <extracomment>01-rook.json, level 5: the hint</extracomment>
        <translation>Четыре звезды стоят квадратом. Сначала попадите в один из его углов; оттуда каждая следующая звезда стоит на той же вертикали или горизонтали.</translation>
    </message>
    <message>
        <source>A bishop turns only between moves. From the first star, look along its other diagonal.</source>
        <extracomment>02-bishop.json, level 2: the hint</extracomment>
        <translation>Слон поворачивает только между ходами. От первой звезды посмотрите вдоль другой её диагонали.</translation>
    </message>
    <message>
        <source>All three stars stand on light squares, like the bishop. Find an order in which each star is on a diagonal of the one before.</source>
        <extracomment>02-bishop.json, level 3: the hint</extracomment>
        <translation>Все три звезды стоят на белых полях, как и слон. Найдите порядок, в котором каждая звезда стоит на одной диагонали с предыдущей.</translation>
    </message>
    <message>
        <source>Look at the colour of each star&apos;s square: the bishop from c1 runs on dark squares, the one from f1 on light squares.</source>
        <extracomment>02-bishop.json, level 5: the hint</extracomment>
        <translation>Посмотрите на цвет поля под каждой звездой: слон с c1 ходит по чёрным полям, слон с f1 — по белым.</translation>
    </message>
    <message>
        <source>Like a rook, the queen moves straight along her file as far as she likes.</source>
        <extracomment>03-queen.json, level 1: the hint</extracomment>
        <translation>Как ладья, ферзь ходит прямо по своей вертикали на любое число полей.</translation>
    </message>
    <message>
        <source>After the first star, remember that the queen also moves like a bishop, along the diagonals.</source>
        <extracomment>03-queen.json, level 2: the hint</extracomment>
        <translation>После первой звезды вспомните, что ферзь ходит и как слон, по диагоналям.</translation>
    </message>
    <message>
        <source>Four moves for three stars: one move may take the queen to a square from which the next stars line up.</source>
        <extracomment>03-queen.json, level 3: the hint</extracomment>
        <translation>Четыре хода на три звезды: одним ходом можно привести ферзя на поле, откуда следующие звёзды стоят на его линиях.</translation>
    </message>
    <message>
        <source>The only way out of the pawns is backwards, towards your first rank. From there, look for a long diagonal.</source>
        <extracomment>03-queen.json, level 4: the hint</extracomment>
        <translation>Из кольца пешек можно выйти только назад, к вашей первой горизонтали. Оттуда поищите длинную диагональ.</translation>
    </message>
    <message>
        <source>Plan the route before moving: from each star look along all eight directions for the next one. One spare move is allowed.</source>
        <extracomment>03-queen.json, level 5: the hint</extracomment>
        <translation>Продумайте маршрут заранее: от каждой звезды ищите следующую во всех восьми направлениях. Один лишний ход у вас есть.</translation>
    </message>
    <message>
        <source>The king steps one square; here straight ahead.</source>
        <extracomment>04-king.json, level 1: the hint</extracomment>
        <translation>Король делает шаг на одно поле, здесь — прямо вперёд.</translation>
    </message>
    <message>
        <source>A diagonal step costs one move, like a straight one. Go to the nearer star first, then walk to the other.</source>
        <extracomment>04-king.json, level 3: the hint</extracomment>
        <translation>Шаг по диагонали стоит одного хода, как и прямой. Сначала идите к ближней звезде, потом к другой.</translation>
    </message>
    <message>
        <source>Walk along the diagonal that starts in your corner.</source>
        <extracomment>04-king.json, level 4: the hint</extracomment>
        <translation>Идите по диагонали, которая начинается в вашем углу.</translation>
    </message>
    <message>
        <source>Every square next to the black king is forbidden to yours. Keep at least one square between the kings as you walk round.</source>
        <extracomment>04-king.json, level 5: the hint</extracomment>
        <translation>Все поля рядом с чёрным королём для вашего короля запретны. Обходя его, держите между королями хотя бы одно поле.</translation>
    </message>
    <message>
        <source>Each jump is two squares one way and one to the side. From the first star, the second is one more such jump away.</source>
        <extracomment>05-knight.json, level 2: the hint</extracomment>
        <translation>Каждый прыжок — два поля в одну сторону и одно вбок. От первой звезды до второй ещё один такой прыжок.</translation>
    </message>
    <message>
        <source>The star is on the knight&apos;s own file, and no single jump gets there. Find a square one jump from b1 and one jump from b3.</source>
        <extracomment>05-knight.json, level 3: the hint</extracomment>
        <translation>Звезда стоит на вертикали самого коня, и одним прыжком туда не попасть. Найдите поле, до которого один прыжок и от b1, и от b3.</translation>
    </message>
    <message>
        <source>The stars make a chain: each one is a single knight&apos;s jump from the one before. Start with the nearest.</source>
        <extracomment>05-knight.json, level 4: the hint</extracomment>
        <translation>Звёзды образуют цепочку: каждая в одном прыжке коня от предыдущей. Начните с ближайшей.</translation>
    </message>
    <message>
        <source>Every jump lands on a square of the other colour, and d5 is not the colour of d4: an odd number of jumps is needed, and one is not enough.</source>
        <extracomment>05-knight.json, level 5: the hint</extracomment>
        <translation>Каждый прыжок приводит коня на поле другого цвета, а d5 не того цвета, что d4: нужно нечётное число прыжков, и одного мало.</translation>
    </message>
    <message>
        <source>A knight jumps over the pawns around it. Which star is a single jump away? The other may need a way back first.</source>
        <extracomment>05-knight.json, level 6: the hint</extracomment>
        <translation>Конь перепрыгивает через пешки вокруг него. До какой звезды один прыжок? Ко второй, возможно, сначала придётся вернуться.</translation>
    </message>
    <message>
        <source>Only the pawn&apos;s first move may be two squares; after that it goes one square at a time.</source>
        <extracomment>06-pawn.json, level 2: the hint</extracomment>
        <translation>Только первым ходом пешка может пройти два поля; дальше она идёт по одному.</translation>
    </message>
    <message>
        <source>A pawn moves forward only onto an empty square. What stands on the square in front of it?</source>
        <extracomment>06-pawn.json, level 4: the hint</extracomment>
        <translation>Вперёд пешка ходит только на свободное поле. Что стоит на поле перед ней?</translation>
    </message>
    <message>
        <source>Where did this pawn start? A double step is allowed only from the pawn&apos;s starting square on the second rank.</source>
        <extracomment>06-pawn.json, level 5: the hint</extracomment>
        <translation>Где начинала эта пешка? Через поле пешка может шагнуть только со своей начальной позиции на второй горизонтали.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only when it captures. Is there anything to capture on d5?</source>
        <extracomment>06-pawn.json, level 6: the hint</extracomment>
        <translation>По диагонали пешка ходит, только когда берёт. Есть ли на d5 что взять?</translation>
    </message>
    <message>
        <source>A double step crosses the square in front of the pawn. Is that square free?</source>
        <extracomment>06-pawn.json, level 7: the hint</extracomment>
        <translation>Шагая через поле, пешка проходит поле перед собой. Свободно ли оно?</translation>
    </message>
    <message>
        <source>A rook captures the way it moves: straight along a file or a rank, landing on the enemy pawn.</source>
        <extracomment>07-capture.json, level 1: the hint</extracomment>
        <translation>Ладья берёт так же, как ходит: прямо по вертикали или горизонтали, вставая на поле пешки противника.</translation>
    </message>
    <message>
        <source>A bishop captures along its diagonals. Both pawns stand on dark squares, like your bishop.</source>
        <extracomment>07-capture.json, level 2: the hint</extracomment>
        <translation>Слон берёт по диагоналям. Обе пешки стоят на чёрных полях, как и ваш слон.</translation>
    </message>
    <message>
        <source>Neither pawn is a single jump from b1. Jump first to a square from which one pawn is a jump away, and from that pawn the other.</source>
        <extracomment>07-capture.json, level 3: the hint</extracomment>
        <translation>Ни одна пешка не стоит в одном прыжке от b1. Сначала прыгните на поле, откуда до одной пешки один прыжок, а от неё — до другой.</translation>
    </message>
    <message>
        <source>The black king on h8 may not be checked here. Keep the queen off the lines that lead to him: the long diagonal, the h-file and the eighth rank.</source>
        <extracomment>07-capture.json, level 4: the hint</extracomment>
        <translation>Объявлять шах чёрному королю на h8 здесь нельзя. Не ставьте ферзя на линии, ведущие к нему: большую диагональ, вертикаль h и восьмую горизонталь.</translation>
    </message>
    <message>
        <source>Look at the colours of the squares: the bishop from c1 can only ever take a piece on a dark square. Let the rook take the other.</source>
        <extracomment>07-capture.json, level 5: the hint</extracomment>
        <translation>Посмотрите на цвет полей: слон с c1 может взять только то, что стоит на чёрном поле. Остальное пусть возьмёт ладья.</translation>
    </message>
    <message>
        <source>Files are letters, a to h from left to right as White sees the board; ranks are numbers, 1 on White&apos;s side. Find the file first, then count up the ranks.</source>
        <extracomment>08-squares.json, level 1: the hint</extracomment>
        <translation>Вертикали обозначены буквами, от a до h слева направо, если смотреть со стороны белых; горизонтали — цифрами, 1 у белых. Сначала найдите вертикаль, потом отсчитайте горизонталь.</translation>
    </message>
    <message>
        <source>Count from a1, the corner at White&apos;s lower left: files to the right, ranks upwards. The name is the file&apos;s letter, then the rank&apos;s number.</source>
        <extracomment>08-squares.json, level 2: the hint</extracomment>
        <translation>Отсчитывайте от a1, левого нижнего угла со стороны белых: вертикали вправо, горизонтали вверх. Название — буква вертикали, затем цифра горизонтали.</translation>
    </message>
    <message>
        <source>Use landmarks: the d- and e-files are the middle of the board, ranks 4 and 5 its middle too. Count from there rather than from a corner.</source>
        <extracomment>08-squares.json, level 3: the hint</extracomment>
        <translation>Пользуйтесь ориентирами: вертикали d и e — середина доски, горизонтали 4 и 5 — тоже. Считайте от них, а не от угла.</translation>
    </message>
    <message>
        <source>Split the board in halves: files a to d on the left, e to h on the right; ranks 1 to 4 on White&apos;s side, 5 to 8 on Black&apos;s. Then count within the half.</source>
        <extracomment>08-squares.json, level 4: the hint</extracomment>
        <translation>Разделите доску пополам: вертикали a–d слева, e–h справа; горизонтали 1–4 на стороне белых, 5–8 на стороне чёрных. Потом считайте внутри половины.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side everything is turned round: the a-file is on the right and rank 1 at the top. Find a1 first and count from it.</source>
        <extracomment>08-squares.json, level 5: the hint</extracomment>
        <translation>Со стороны чёрных всё повёрнуто: вертикаль a справа, первая горизонталь наверху. Сначала найдите a1 и считайте от него.</translation>
    </message>
    <message>
        <source>From Black&apos;s side the files run h to a from left to right, and the ranks 8 to 1 from bottom to top.</source>
        <extracomment>08-squares.json, level 6: the hint</extracomment>
        <translation>Со стороны чёрных вертикали идут слева направо от h до a, а горизонтали снизу вверх от 8 до 1.</translation>
    </message>
    <message>
        <source>A knight checks from a square one jump away from the king. Which of those squares can your knight reach?</source>
        <extracomment>09-check.json, level 2: the hint</extracomment>
        <translation>Конь объявляет шах с поля, отстоящего от короля на один прыжок. На какое из таких полей может попасть ваш конь?</translation>
    </message>
    <message>
        <source>A pawn attacks the two squares diagonally in front of it. Where must it stand to attack e8?</source>
        <extracomment>09-check.json, level 4: the hint</extracomment>
        <translation>Пешка бьёт два поля по диагонали впереди себя. Где она должна стоять, чтобы бить e8?</translation>
    </message>
    <message>
        <source>The check comes from the rook, not from the knight: the knight only has to leave the e-file.</source>
        <extracomment>09-check.json, level 5: the hint</extracomment>
        <translation>Шах объявляет ладья, а не конь: коню нужно только уйти с вертикали e.</translation>
    </message>
    <message>
        <source>The rook checks as soon as the knight leaves the file. Let the knight land where it checks too.</source>
        <extracomment>09-check.json, level 6: the hint</extracomment>
        <translation>Ладья объявит шах, как только конь уйдёт с вертикали. Пусть конь встанет туда, откуда шахует и он.</translation>
    </message>
    <message>
        <source>The rook controls the whole first rank. Step off it, onto a square no black piece attacks.</source>
        <extracomment>10-escape.json, level 1: the hint</extracomment>
        <translation>Ладья держит под боем всю первую горизонталь. Уйдите с неё на поле, которое не бьёт ни одна чёрная фигура.</translation>
    </message>
    <message>
        <source>Which of your pieces stands on a line with the checking rook?</source>
        <extracomment>10-escape.json, level 2: the hint</extracomment>
        <translation>Какая из ваших фигур стоит на одной линии с шахующей ладьёй?</translation>
    </message>
    <message>
        <source>Look at what defends the queen on d2. If nothing does, your king may take her himself.</source>
        <extracomment>10-escape.json, level 4: the hint</extracomment>
        <translation>Посмотрите, что защищает ферзя на d2. Если ничто, ваш король может взять его сам.</translation>
    </message>
    <message>
        <source>Against a double check only a king move helps. Find a square that neither the rook nor the bishop reaches.</source>
        <extracomment>10-escape.json, level 5: the hint</extracomment>
        <translation>От двойного шаха спасает только ход королём. Найдите поле, которое не бьют ни ладья, ни слон.</translation>
    </message>
    <message>
        <source>Your own pawns wall the king in, so he cannot step away. Can one of your pieces come between the rook and the king?</source>
        <extracomment>10-escape.json, level 6: the hint</extracomment>
        <translation>Собственные пешки заперли короля, уйти ему некуда. Может ли какая-нибудь ваша фигура встать между ладьёй и королём?</translation>
    </message>
    <message>
        <source>The white king is hemmed in by his own pieces. A check that cannot be blocked or taken is enough: a knight&apos;s check cannot be blocked.</source>
        <extracomment>11-mate.json, level 3: the hint</extracomment>
        <translation>Белого короля со всех сторон окружили его же фигуры. Хватит шаха, от которого нельзя закрыться и шахующую фигуру нельзя взять: от шаха конём не закроешься.</translation>
    </message>
    <message>
        <source>Your queen stands on an open file that leads towards the white king, and your knight on g4 covers a square next to him.</source>
        <extracomment>11-mate.json, level 4: the hint</extracomment>
        <translation>Ваш ферзь стоит на открытой вертикали, ведущей к белому королю, а конь на g4 бьёт поле рядом с ним.</translation>
    </message>
    <message>
        <source>The white king stands on the edge, and your queen and bishop already cover the file beside it. A check along the edge leaves him nowhere to go.</source>
        <extracomment>11-mate.json, level 5: the hint</extracomment>
        <translation>Белый король стоит на краю доски, а ваши ферзь и слон уже бьют соседнюю вертикаль. Шах вдоль края не оставит ему ни одного поля.</translation>
    </message>
    <message>
        <source>Your queen already takes every square around the white king, so a quiet move stalemates. Check him from far away, with a piece he cannot take.</source>
        <extracomment>11-mate.json, level 6: the hint</extracomment>
        <translation>Ваш ферзь уже отнял у белого короля все поля вокруг, поэтому тихий ход даст пат. Объявите шах издалека фигурой, которую король не может взять.</translation>
    </message>
    <message>
        <source>A pawn checks diagonally forward. With the queen covering the king&apos;s other squares, one step of a pawn is enough.</source>
        <extracomment>11-mate.json, level 7: the hint</extracomment>
        <translation>Пешка шахует по диагонали вперёд. Когда ферзь держит остальные поля короля, хватит одного шага пешки.</translation>
    </message>
    <message>
        <source>Your king covers three squares next to his rival. A check along the edge of the board leaves no escape: a king cannot step back along the line of a check.</source>
        <extracomment>11-mate.json, level 8: the hint</extracomment>
        <translation>Ваш король держит три поля рядом с соперником. Шах вдоль края доски не оставит выхода: по линии шаха король отступить не может.</translation>
    </message>
    <message>
        <source>Is the white king in check now? Then look at each square around him: which black piece covers it?</source>
        <extracomment>12-stalemate.json, level 1: the hint</extracomment>
        <translation>Под шахом ли сейчас белый король? Затем посмотрите на каждое поле вокруг него: какая чёрная фигура его бьёт?</translation>
    </message>
    <message>
        <source>Checkmate and stalemate both need the side to move to have no legal move at all. Is that so here?</source>
        <extracomment>12-stalemate.json, level 2: the hint</extracomment>
        <translation>И для мата, и для пата нужно, чтобы у стороны, чей ход, не было ни одного хода. Так ли это здесь?</translation>
    </message>
    <message>
        <source>Pawns count too: a pawn with a free square in front of it gives Black a legal move. Can these pawns advance?</source>
        <extracomment>12-stalemate.json, level 3: the hint</extracomment>
        <translation>Пешки тоже считаются: пешка со свободным полем впереди даёт чёрным ход. Могут ли эти пешки пойти?</translation>
    </message>
    <message>
        <source>First see whether the white king is in check, and from where. Then ask whether any move ends the check.</source>
        <extracomment>12-stalemate.json, level 4: the hint</extracomment>
        <translation>Сначала посмотрите, под шахом ли белый король и откуда шах. Потом — есть ли ход, который от него защищает.</translation>
    </message>
    <message>
        <source>The black pawn on h2 is blocked by its own king. Does the king have a free square, and is he in check?</source>
        <extracomment>12-stalemate.json, level 5: the hint</extracomment>
        <translation>Чёрная пешка h2 заперта собственным королём. Есть ли у короля свободное поле и под шахом ли он?</translation>
    </message>
    <message>
        <source>White has only the king. See which squares around him the rook and the knight cover, and whether he is in check.</source>
        <extracomment>12-stalemate.json, level 6: the hint</extracomment>
        <translation>У белых остался только король. Посмотрите, какие поля вокруг него бьют ладья и конь и под шахом ли он.</translation>
    </message>
    <message>
        <source>After the capture, is the black king in check? Then count his free squares and the moves of his other pieces.</source>
        <extracomment>13-avoid-stalemate.json, level 2: the hint</extracomment>
        <translation>Под шахом ли чёрный король после взятия? Потом сосчитайте его свободные поля и ходы остальных чёрных.</translation>
    </message>
    <message>
        <source>A queen right next to the black king checks him; it is mate only if she is defended there and every square around him is covered. Your other queen and the bishop already cover many of them.</source>
        <extracomment>13-avoid-stalemate.json, level 3: the hint</extracomment>
        <translation>Ферзь вплотную к чёрному королю объявляет шах; это мат, только если ферзь там защищён и все поля вокруг короля под боем. Многие из них уже бьют ваш второй ферзь и слон.</translation>
    </message>
    <message>
        <source>The black king has no square even now, so any quiet move stalemates. Which of your pieces can give a check he cannot escape?</source>
        <extracomment>13-avoid-stalemate.json, level 5: the hint</extracomment>
        <translation>У чёрного короля уже сейчас нет ни одного поля, поэтому любой тихий ход даёт пат. Какая ваша фигура может объявить шах, от которого ему не уйти?</translation>
    </message>
    <message>
        <source>Your queen already covers every square next to the black king, so a quiet move stalemates. Find a check by the piece that has not moved yet.</source>
        <extracomment>13-avoid-stalemate.json, level 6: the hint</extracomment>
        <translation>Ваш ферзь уже бьёт все поля рядом с чёрным королём, поэтому тихий ход даёт пат. Найдите шах той фигурой, которая ещё не ходила.</translation>
    </message>
    <message>
        <source>The black king on a2 has few squares, and your knight and rook cover some of them. Check him with the queen from a square where he cannot take her.</source>
        <extracomment>13-avoid-stalemate.json, level 7: the hint</extracomment>
        <translation>У чёрного короля на a2 мало полей, и часть из них бьют ваши конь и ладья. Объявите шах ферзём с поля, где король не может его взять.</translation>
    </message>
    <message>
        <source>In castling you move the king, two squares sideways; the rook then jumps over him by itself.</source>
        <extracomment>14-castling.json, level 1: the hint</extracomment>
        <translation>При рокировке ходят королём, на два поля вбок; ладья потом перепрыгивает через него сама.</translation>
    </message>
    <message>
        <source>Move the king, not the rook: two squares towards the rook you castle with.</source>
        <extracomment>14-castling.json, level 2: the hint</extracomment>
        <translation>Ходите королём, а не ладьёй: на два поля в сторону той ладьи, с которой рокируетесь.</translation>
    </message>
    <message>
        <source>Castling rights are lost for good once the king moves, even if he comes back to his square.</source>
        <extracomment>14-castling.json, level 3: the hint</extracomment>
        <translation>Право на рокировку теряется навсегда, как только король сделал ход, даже если он вернулся на своё поле.</translation>
    </message>
    <message>
        <source>Which rook went away and came back? Castling with that rook is no longer allowed.</source>
        <extracomment>14-castling.json, level 4: the hint</extracomment>
        <translation>Какая ладья уходила и вернулась? Рокироваться с ней больше нельзя.</translation>
    </message>
    <message>
        <source>Only the rook on h1 has moved. Does that change anything for castling with the other rook?</source>
        <extracomment>14-castling.json, level 5: the hint</extracomment>
        <translation>Ходила только ладья h1. Меняет ли это что-нибудь для рокировки с другой ладьёй?</translation>
    </message>
    <message>
        <source>Look at the king before anything else: is he in check right now?</source>
        <extracomment>14-castling.json, level 6: the hint</extracomment>
        <translation>Прежде всего посмотрите на короля: не под шахом ли он сейчас?</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side, the king crosses f1. Does a black piece look at that square?</source>
        <extracomment>14-castling.json, level 7: the hint</extracomment>
        <translation>При короткой рокировке король проходит поле f1. Не бьёт ли его какая-нибудь чёрная фигура?</translation>
    </message>
    <message>
        <source>Where would the king land? Is that square attacked?</source>
        <extracomment>14-castling.json, level 8: the hint</extracomment>
        <translation>Куда встал бы король? Не под боем ли это поле?</translation>
    </message>
    <message>
        <source>Look at every square between the king and the rook on a1: must all of them be empty?</source>
        <extracomment>14-castling.json, level 9: the hint</extracomment>
        <translation>Посмотрите на все поля между королём и ладьёй a1: все ли они должны быть свободны?</translation>
    </message>
    <message>
        <source>The rule on attacked squares speaks of the king&apos;s squares only: the one he stands on, the one he crosses and the one he lands on.</source>
        <extracomment>14-castling.json, level 10: the hint</extracomment>
        <translation>Правило о битых полях касается только полей короля: того, где он стоит, того, которое он проходит, и того, на которое встаёт.</translation>
    </message>
    <message>
        <source>Capture the pawn as though it had moved only one square: your pawn goes to the square the black pawn crossed.</source>
        <extracomment>15-en-passant.json, level 1: the hint</extracomment>
        <translation>Берите пешку так, будто она прошла одно поле: ваша пешка встаёт на поле, которое прошла чёрная.</translation>
    </message>
    <message>
        <source>The white pawn crossed f3. Your pawn captures it by moving to that square.</source>
        <extracomment>15-en-passant.json, level 2: the hint</extracomment>
        <translation>Белая пешка прошла поле f3. Ваша пешка берёт её, вставая на это поле.</translation>
    </message>
    <message>
        <source>The black pawn has just made its double step and stands beside your pawn. Is this the very next move?</source>
        <extracomment>15-en-passant.json, level 3: the hint</extracomment>
        <translation>Чёрная пешка только что шагнула через поле и встала рядом с вашей. Это самый следующий ход?</translation>
    </message>
    <message>
        <source>En passant must be played at once, on the very next move. Has a move been made since the double step?</source>
        <extracomment>15-en-passant.json, level 4: the hint</extracomment>
        <translation>Взятие на проходе возможно только сразу, следующим ходом. Был ли ход после того, как пешка шагнула через поле?</translation>
    </message>
    <message>
        <source>En passant takes only a pawn that has just made a double step. How did this pawn reach d5?</source>
        <extracomment>15-en-passant.json, level 5: the hint</extracomment>
        <translation>На проходе берут только пешку, которая только что шагнула через поле. Как эта пешка попала на d5?</translation>
    </message>
    <message>
        <source>Taking en passant removes two pawns from the fifth rank at once. Look at what then stands on that rank between your king and the black rook.</source>
        <extracomment>15-en-passant.json, level 6: the hint</extracomment>
        <translation>Взятие на проходе убирает с пятой горизонтали сразу две пешки. Посмотрите, что тогда останется на ней между вашим королём и чёрной ладьёй.</translation>
    </message>
    <message>
        <source>A pawn promotes as it steps onto the last rank; Ferz then asks which piece it becomes.</source>
        <extracomment>16-promotion.json, level 1: the hint</extracomment>
        <translation>Пешка превращается, когда встаёт на последнюю горизонталь; тогда программа спросит, в какую фигуру.</translation>
    </message>
    <message>
        <source>A pawn may reach the last rank by moving straight ahead or by capturing diagonally.</source>
        <extracomment>16-promotion.json, level 2: the hint</extracomment>
        <translation>Пешка может дойти до последней горизонтали ходом прямо вперёд или взятием по диагонали.</translation>
    </message>
    <message>
        <source>Your rook on the seventh rank keeps the black king on his last rank. A new piece on that rank can check him there.</source>
        <extracomment>16-promotion.json, level 5: the hint</extracomment>
        <translation>Ваша ладья на седьмой горизонтали держит чёрного короля на последней. Новая фигура на этой горизонтали может объявить ему там шах.</translation>
    </message>
    <message>
        <source>Before promoting, count the black king&apos;s free squares and the moves of his pawns: are they blocked? A queen would cover one square too many.</source>
        <extracomment>16-promotion.json, level 6: the hint</extracomment>
        <translation>Прежде чем превращать пешку, сосчитайте свободные поля чёрного короля и ходы его пешек: не заперты ли они? Ферзь взял бы под бой на одно поле больше, чем нужно.</translation>
    </message>
    <message>
        <source>When the same position stands on the board for the third time, with the same player to move, the same castling rights and the same en passant captures, the player to move may claim a draw: before moving if the opponent&apos;s move made the repetition, or together with the move that makes it. A move made without claiming lets the chance pass. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game at the third repetition by itself; Ferz&apos;s games do so with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on, and so does the last level&apos;s question.</source>
        <extracomment>17-threefold.json: the stage&apos;s introduction</extracomment>
        <translation>Когда одна и та же позиция возникает на доске в третий раз — при том же игроке на ходу, тех же правах на рокировку и тех же возможностях взятия на проходе, — игрок, чей ход, может потребовать ничью: до своего хода, если повторение создал ход соперника, или вместе с ходом, который создаёт повторение. Если сделать ход, не потребовав ничьей, эта возможность упущена. Так говорят Правила ФИДЕ и испанский текст правил, и задания на требование ничьей здесь следуют им. По русским текстам правил при третьем повторении партия заканчивается вничью автоматически; так же заканчиваются партии в программе, когда включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах», и вопрос последнего задания тоже следует этому пункту.</translation>
    </message>
    <message>
        <source>Count how often the starting position has stood on the board, each time with White to move.</source>
        <extracomment>17-threefold.json, level 1: the hint</extracomment>
        <translation>Сосчитайте, сколько раз на доске возникала начальная позиция, каждый раз при ходе белых.</translation>
    </message>
    <message>
        <source>Count how many times the position after your next check has already stood on the board.</source>
        <extracomment>17-threefold.json, level 3: the hint</extracomment>
        <translation>Сосчитайте, сколько раз позиция, которая возникнет после вашего следующего шаха, уже была на доске.</translation>
    </message>
    <message>
        <source>A claim needs the same position three times. How many times has each position stood on the board so far?</source>
        <extracomment>17-threefold.json, level 4: the hint</extracomment>
        <translation>Для требования нужна одна и та же позиция три раза. Сколько раз каждая позиция уже была на доске?</translation>
    </message>
    <message>
        <source>Count how often this position has stood on the board with the same player to move, and think of what the rules let the player on move do about it.</source>
        <extracomment>17-threefold.json, level 6: the hint</extracomment>
        <translation>Сосчитайте, сколько раз эта позиция была на доске при том же игроке на ходу, и подумайте, что правила позволяют сделать игроку, чей ход.</translation>
    </message>
    <message>
        <source>When each player has made fifty moves in a row without a capture or a pawn move, the player to move may claim a draw. After seventy-five such moves the game is drawn by itself, unless the last move gave checkmate. So say the FIDE Laws and the Spanish rule text, and the claim levels here follow them. The Russian rule texts end the game after fifty moves by itself, as Ferz&apos;s games do with Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves on.</source>
        <extracomment>18-fifty-moves.json: the stage&apos;s introduction</extracomment>
        <translation>Когда каждый игрок сделал пятьдесят ходов подряд без взятий и ходов пешками, игрок, чей ход, может потребовать ничью. После семидесяти пяти таких ходов партия заканчивается вничью автоматически, если только последний ход не поставил мат. Так говорят Правила ФИДЕ и испанский текст правил, и задания на требование ничьей здесь следуют им. По русским текстам правил после пятидесяти ходов партия заканчивается вничью автоматически — так же, как партии в программе, когда включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах».</translation>
    </message>
    <message>
        <source>The count has already reached fifty moves by each side. Do you need to move before claiming?</source>
        <extracomment>18-fifty-moves.json, level 1: the hint</extracomment>
        <translation>Счёт уже дошёл до пятидесяти ходов каждой стороны. Нужно ли вам ходить, прежде чем требовать ничью?</translation>
    </message>
    <message>
        <source>Your next move would be White&apos;s fiftieth. A claim may be made together with the move that completes the count.</source>
        <extracomment>18-fifty-moves.json, level 2: the hint</extracomment>
        <translation>Ваш следующий ход станет пятидесятым ходом белых. Требовать ничью можно вместе с ходом, который завершает счёт.</translation>
    </message>
    <message>
        <source>Your next move completes fifty, unless it is a pawn move, which starts the count again.</source>
        <extracomment>18-fifty-moves.json, level 3: the hint</extracomment>
        <translation>Ваш следующий ход завершит пятьдесят, если только это не ход пешкой: он начинает счёт заново.</translation>
    </message>
    <message>
        <source>Count the moves by each side since the last capture or pawn move. Is it fifty yet?</source>
        <extracomment>18-fifty-moves.json, level 4: the hint</extracomment>
        <translation>Посчитайте ходы каждой стороны после последнего взятия или хода пешкой. Набралось ли пятьдесят?</translation>
    </message>
    <message>
        <source>Fifty moves allow a claim; at seventy-five the rules no longer wait for one.</source>
        <extracomment>18-fifty-moves.json, level 5: the hint</extracomment>
        <translation>Пятьдесят ходов дают право требовать ничью; при семидесяти пяти правила требования уже не ждут.</translation>
    </message>
    <message>
        <source>Before counting moves, look at the board: is the black king in check, and can he get out of it?</source>
        <extracomment>18-fifty-moves.json, level 6: the hint</extracomment>
        <translation>Прежде чем считать ходы, посмотрите на доску: под шахом ли чёрный король и может ли он от него уйти?</translation>
    </message>
    <message>
        <source>Could a king ever give check to the other king, with nothing else on the board?</source>
        <extracomment>19-dead-position.json, level 1: the hint</extracomment>
        <translation>Может ли король когда-нибудь объявить шах другому королю, если на доске больше ничего нет?</translation>
    </message>
    <message>
        <source>Try to imagine any mate with a lone bishop, even with Black helping. Is there one?</source>
        <extracomment>19-dead-position.json, level 2: the hint</extracomment>
        <translation>Попробуйте представить хоть какой-нибудь мат одним слоном, даже если чёрные помогают. Он есть?</translation>
    </message>
    <message>
        <source>A lone knight cannot check and cover the king&apos;s escape squares at once, even if the lone king walks into a corner.</source>
        <extracomment>19-dead-position.json, level 3: the hint</extracomment>
        <translation>Один конь не может одновременно объявить шах и перекрыть королю пути отхода, даже если одинокий король сам зайдёт в угол.</translation>
    </message>
    <message>
        <source>King and rook against a lone king: is a mate possible?</source>
        <extracomment>19-dead-position.json, level 4: the hint</extracomment>
        <translation>Король и ладья против одинокого короля: возможен ли мат?</translation>
    </message>
    <message>
        <source>Two knights cannot force mate; the question is whether a mate is possible at all, and the rule texts answer it differently: see the note above the board.</source>
        <extracomment>19-dead-position.json, level 5: the hint</extracomment>
        <translation>Два коня не могут форсировать мат; вопрос в том, возможен ли мат вообще, а тексты правил отвечают на него по-разному: см. примечание над доской.</translation>
    </message>
    <message>
        <source>With bishops on squares of different colours, a bishop could block its own king&apos;s escape square if its side played badly. Would that allow a mate?</source>
        <extracomment>19-dead-position.json, level 6: the hint</extracomment>
        <translation>Когда слоны на полях разного цвета, слон может, если его сторона играет плохо, закрыть своему королю путь отхода. Сделает ли это мат возможным?</translation>
    </message>
    <message>
        <source>Bishops that stay on light squares can never attack a dark square. Could a king standing on a dark square ever be checked?</source>
        <extracomment>19-dead-position.json, level 7: the hint</extracomment>
        <translation>Слоны, которые ходят по белым полям, никогда не нападают на чёрное поле. Можно ли объявить шах королю, стоящему на чёрном поле?</translation>
    </message>
    <message>
        <source>A pawn can still move, and what does it become on the last rank?</source>
        <extracomment>19-dead-position.json, level 8: the hint</extracomment>
        <translation>Пешка ещё может ходить, а во что она превратится на последней горизонтали?</translation>
    </message>
    <message>
        <source>When a flag falls, ask whether the opponent could still checkmate by any series of legal moves. What has Black got?</source>
        <extracomment>20-flag-fall.json, level 1: the hint</extracomment>
        <translation>Когда падает флажок, спросите себя, мог бы соперник ещё поставить мат хоть какой-нибудь последовательностью ходов. Что есть у чёрных?</translation>
    </message>
    <message>
        <source>Black has a queen. Could Black mate if White defended as badly as possible?</source>
        <extracomment>20-flag-fall.json, level 2: the hint</extracomment>
        <translation>У чёрных есть ферзь. Могли бы чёрные поставить мат, если бы белые защищались как можно хуже?</translation>
    </message>
    <message>
        <source>Look at Black&apos;s material: could king and knight mate White by any series of legal moves, however badly White played?</source>
        <extracomment>20-flag-fall.json, level 3: the hint</extracomment>
        <translation>Посмотрите на материал чёрных: могли бы король и конь поставить мат белым какой-нибудь последовательностью ходов, как бы плохо ни играли белые?</translation>
    </message>
    <message>
        <source>A lone knight can mate when the defender&apos;s own pawn takes away his king&apos;s last square. Could that happen here?</source>
        <extracomment>20-flag-fall.json, level 4: the hint</extracomment>
        <translation>Один конь может поставить мат, когда последнее поле у короля отнимает его же пешка. Могло бы так случиться здесь?</translation>
    </message>
    <message>
        <source>White has only a knight, but Black&apos;s own pawn takes a square from his king. Is there a knight&apos;s check that nothing could answer?</source>
        <extracomment>20-flag-fall.json, level 5: the hint</extracomment>
        <translation>У белых только конь, но собственная пешка чёрных отнимает поле у своего короля. Есть ли шах конём, от которого нет защиты?</translation>
    </message>
    <message>
        <source>White has only a bishop, but Black has a pawn: a black piece could block its own king&apos;s escape square.</source>
        <extracomment>20-flag-fall.json, level 6: the hint</extracomment>
        <translation>У белых только слон, но у чёрных есть пешка: чёрная пешка может закрыть своему королю путь отхода.</translation>
    </message>
    <message>
        <source>A draw is offered during one&apos;s own turn. Whose turn is it?</source>
        <extracomment>21-draw-offers.json, level 1: the hint</extracomment>
        <translation>Ничью предлагают в свой ход. Чей сейчас ход?</translation>
    </message>
    <message>
        <source>An offer stays open until the opponent accepts it, declines it or makes a move. Has Black done any of these yet?</source>
        <extracomment>21-draw-offers.json, level 2: the hint</extracomment>
        <translation>Предложение остаётся в силе, пока соперник не согласится, не откажется или не сделает ход. Сделали ли чёрные что-нибудь из этого?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer by moving. Under the rule this level follows, who may make the next offer?</source>
        <extracomment>21-draw-offers.json, level 3: the hint</extracomment>
        <translation>Чёрные отклонили предложение белых, сделав ход. Кто по правилу, которому следует это задание, может сделать следующее предложение?</translation>
    </message>
    <message>
        <source>Black declined White&apos;s offer. Does the rule on declined offers keep Black from offering?</source>
        <extracomment>21-draw-offers.json, level 4: the hint</extracomment>
        <translation>Чёрные отклонили предложение белых. Запрещает ли правило об отклонённых предложениях предлагать ничью чёрным?</translation>
    </message>
    <message>
        <source>This time Black declined in words. Does the way of declining change who may offer next?</source>
        <extracomment>21-draw-offers.json, level 5: the hint</extracomment>
        <translation>На этот раз чёрные отказались словами. Меняет ли способ отказа то, кто может предложить следующим?</translation>
    </message>
    <message>
        <source>Black&apos;s offer came with e5. What happened to it when White made a move instead of answering?</source>
        <extracomment>21-draw-offers.json, level 6: the hint</extracomment>
        <translation>Чёрные предложили ничью вместе с ходом e5. Что стало с предложением, когда белые вместо ответа сделали ход?</translation>
    </message>
    <message>
        <source>An accepted offer ends the game at once.</source>
        <extracomment>21-draw-offers.json, level 7: the hint</extracomment>
        <translation>Принятое предложение сразу заканчивает партию.</translation>
    </message>
    <message>
        <source>Does resigning depend on whose turn it is, or only on whether the game is still going on?</source>
        <extracomment>22-resignation.json, level 1: the hint</extracomment>
        <translation>Зависит ли право сдаться от того, чей ход, или только от того, идёт ли ещё партия?</translation>
    </message>
    <message>
        <source>It is not Black&apos;s turn. Is resigning a move, which must wait for one&apos;s turn?</source>
        <extracomment>22-resignation.json, level 2: the hint</extracomment>
        <translation>Сейчас не ход чёрных. Разве сдача — это ход, для которого нужно дождаться своей очереди?</translation>
    </message>
    <message>
        <source>A player who resigns loses the game. Who resigned?</source>
        <extracomment>22-resignation.json, level 3: the hint</extracomment>
        <translation>Сдавшийся проигрывает партию. Кто сдался?</translation>
    </message>
    <message>
        <source>A resignation gives the game to the opponent. Who resigned here?</source>
        <extracomment>22-resignation.json, level 4: the hint</extracomment>
        <translation>Сдача отдаёт партию сопернику. Кто здесь сдался?</translation>
    </message>
    <message>
        <source>Look at the position first: has the game already ended?</source>
        <extracomment>22-resignation.json, level 5: the hint</extracomment>
        <translation>Сначала посмотрите на позицию: не закончилась ли партия уже?</translation>
    </message>
    <message>
        <source>The draw offer was accepted. Is there still a game to resign?</source>
        <extracomment>22-resignation.json, level 6: the hint</extracomment>
        <translation>Предложение ничьей было принято. Осталась ли партия, в которой можно сдаться?</translation>
    </message>
    <message>
        <source>The knight you touched must move. Which of its moves attacks the black king?</source>
        <extracomment>23-touch-move.json, level 1: the hint</extracomment>
        <translation>Ходить нужно тронутым конём. Какой его ход нападает на чёрного короля?</translation>
    </message>
    <message>
        <source>Touching the rook first binds you to a rook move. Along which line can the rook reach the black king?</source>
        <extracomment>23-touch-move.json, level 2: the hint</extracomment>
        <translation>Тронув сначала ладью, вы обязаны ходить ладьёй. По какой линии ладья доберётся до чёрного короля?</translation>
    </message>
    <message>
        <source>The touched knight has no legal move, so the duty falls away: any piece may give the check.</source>
        <extracomment>23-touch-move.json, level 3: the hint</extracomment>
        <translation>У тронутого коня нет ходов, поэтому обязанность отпадает: шах может объявить любая фигура.</translation>
    </message>
    <message>
        <source>A touched enemy piece must be captured if any of your pieces can. Which of yours attack f6?</source>
        <extracomment>23-touch-move.json, level 4: the hint</extracomment>
        <translation>Тронутую фигуру противника нужно взять, если это может сделать любая ваша фигура. Какие из ваших бьют f6?</translation>
    </message>
    <message>
        <source>After &quot;j&apos;adoube&quot; nothing binds you. The black king is walled in by his own pawns: a check along his first rank cannot be escaped.</source>
        <extracomment>23-touch-move.json, level 5: the hint</extracomment>
        <translation>После «поправляю» вас ничто не связывает. Чёрного короля заперли его же пешки: от шаха по его первой горизонтали не уйти.</translation>
    </message>
    <message>
        <source>Touching the rook first would bind you to a rook move. Start with the king: two squares towards h1.</source>
        <extracomment>23-touch-move.json, level 6: the hint</extracomment>
        <translation>Если сначала тронуть ладью, придётся ходить ладьёй. Начните с короля: два поля в сторону h1.</translation>
    </message>
    <message>
        <source>Look at what stands behind the rook on the e-file.</source>
        <extracomment>24-illegal-moves.json, level 1: the hint</extracomment>
        <translation>Посмотрите, что стоит за ладьёй на вертикали e.</translation>
    </message>
    <message>
        <source>Which black piece aims at the square the king would go to?</source>
        <extracomment>24-illegal-moves.json, level 2: the hint</extracomment>
        <translation>Какая чёрная фигура нацелена на поле, куда пошёл бы король?</translation>
    </message>
    <message>
        <source>Where would the white king stand after the move, and how far from the black king?</source>
        <extracomment>24-illegal-moves.json, level 3: the hint</extracomment>
        <translation>Где встал бы белый король после этого хода и как далеко от чёрного?</translation>
    </message>
    <message>
        <source>Is the white king in check? Then every move must end that check.</source>
        <extracomment>24-illegal-moves.json, level 4: the hint</extracomment>
        <translation>Под шахом ли белый король? Тогда каждый ход должен защищать от шаха.</translation>
    </message>
    <message>
        <source>How does a bishop move? Is c4 on one of its lines?</source>
        <extracomment>24-illegal-moves.json, level 5: the hint</extracomment>
        <translation>Как ходит слон? Лежит ли c4 на одной из его линий?</translation>
    </message>
    <message>
        <source>Which pieces may a pawn become on the last rank?</source>
        <extracomment>24-illegal-moves.json, level 6: the hint</extracomment>
        <translation>В какие фигуры может превратиться пешка на последней горизонтали?</translation>
    </message>
    <message>
        <source>A second illegal move loses, if the opponent could still mate. Could Black mate with what is on the board?</source>
        <extracomment>24-illegal-moves.json, level 7: the hint</extracomment>
        <translation>Второй невозможный ход проигрывает, если соперник ещё может поставить мат. Могли бы чёрные поставить мат тем, что есть на доске?</translation>
    </message>
    <message>
        <source>Black has only the king. Could Black mate at all?</source>
        <extracomment>24-illegal-moves.json, level 8: the hint</extracomment>
        <translation>У чёрных только король. Могли бы они вообще поставить мат?</translation>
    </message>
    <message>
        <source>Write the piece&apos;s letter, then the square it goes to; the square it leaves is not written.</source>
        <extracomment>25-short-notation.json, level 1: the hint</extracomment>
        <translation>Напишите букву фигуры, затем поле, на которое она идёт; поле, с которого она уходит, не пишут.</translation>
    </message>
    <message>
        <source>A pawn has no letter: write only the square it goes to.</source>
        <extracomment>25-short-notation.json, level 2: the hint</extracomment>
        <translation>У пешки нет буквы: напишите только поле, на которое она идёт.</translation>
    </message>
    <message>
        <source>A capture puts its sign between the piece&apos;s letter and the square.</source>
        <extracomment>25-short-notation.json, level 3: the hint</extracomment>
        <translation>Знак взятия ставят между буквой фигуры и полем.</translation>
    </message>
    <message>
        <source>Castling is written with a sign of its own, not with squares; castling on the king&apos;s side has the shorter sign.</source>
        <extracomment>25-short-notation.json, level 4: the hint</extracomment>
        <translation>Рокировку записывают особым знаком, а не полями; у короткой рокировки знак короче.</translation>
    </message>
    <message>
        <source>The move captures, and it also attacks the king: both signs are written.</source>
        <extracomment>25-short-notation.json, level 5: the hint</extracomment>
        <translation>Этот ход — взятие, и он к тому же нападает на короля: пишут оба знака.</translation>
    </message>
    <message>
        <source>A promotion is written as the pawn&apos;s move, then = and the letter of the new piece.</source>
        <extracomment>25-short-notation.json, level 6: the hint</extracomment>
        <translation>Превращение записывают как ход пешки, после которого стоит буква новой фигуры.</translation>
    </message>
    <message>
        <source>Long notation writes the square the piece leaves, a dash, then the square it reaches.</source>
        <extracomment>26-long-notation.json, level 1: the hint</extracomment>
        <translation>В полной нотации пишут поле, с которого фигура уходит, тире и поле, на которое она приходит.</translation>
    </message>
    <message>
        <source>A pawn still has no letter, but both of its squares are written.</source>
        <extracomment>26-long-notation.json, level 2: the hint</extracomment>
        <translation>У пешки по-прежнему нет буквы, но оба поля пишут.</translation>
    </message>
    <message>
        <source>In a capture, the capture sign takes the place of the dash.</source>
        <extracomment>26-long-notation.json, level 3: the hint</extracomment>
        <translation>При взятии вместо тире ставят знак взятия.</translation>
    </message>
    <message>
        <source>Castling is written the same in long notation as in short.</source>
        <extracomment>26-long-notation.json, level 4: the hint</extracomment>
        <translation>Рокировку в полной нотации записывают так же, как в краткой.</translation>
    </message>
    <message>
        <source>Write both squares of the pawn&apos;s move, then the new piece as in short notation.</source>
        <extracomment>26-long-notation.json, level 5: the hint</extracomment>
        <translation>Напишите оба поля хода пешки, а затем новую фигуру, как в краткой нотации.</translation>
    </message>
    <message>
        <source>The letter names the piece, and the square is where it goes. Which of your pieces of that kind can get there?</source>
        <extracomment>27-reading-notation.json, level 1: the hint</extracomment>
        <translation>Буква называет фигуру, а поле — куда она идёт. Какая из ваших фигур, обозначенных этой буквой, может туда пойти?</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from.</source>
        <extracomment>27-reading-notation.json, level 2: the hint</extracomment>
        <translation>Взятие пешкой начинается с вертикали, с которой пешка уходит.</translation>
    </message>
    <message>
        <source>Count the zeros or O&apos;s: that tells you on which side to castle. Then move the king two squares.</source>
        <extracomment>27-reading-notation.json, level 3: the hint</extracomment>
        <translation>Посчитайте нули: они говорят, в какую сторону рокироваться. Затем сделайте ход королём на два поля.</translation>
    </message>
    <message>
        <source>The letter at the end names the piece the pawn becomes; Ferz offers the pieces when the pawn reaches the last rank.</source>
        <extracomment>27-reading-notation.json, level 4: the hint</extracomment>
        <translation>Буква в конце называет фигуру, в которую превращается пешка; когда пешка дойдёт до последней горизонтали, программа предложит выбрать фигуру.</translation>
    </message>
    <message>
        <source>Both rooks can reach the square: the small letter after the rook&apos;s letter names the file the moving rook comes from.</source>
        <extracomment>27-reading-notation.json, level 5: the hint</extracomment>
        <translation>На это поле могут пойти обе ладьи: маленькая буква после буквы ладьи называет вертикаль, с которой уходит нужная.</translation>
    </message>
    <message>
        <source>In long notation the first square is where the piece stands, the second where it goes.</source>
        <extracomment>27-reading-notation.json, level 6: the hint</extracomment>
        <translation>В полной нотации первое поле — то, где стоит фигура, второе — куда она идёт.</translation>
    </message>
    <message>
        <source>In Russian books the knight is К, and long notation joins the two squares with a dash —.</source>
        <extracomment>28-russian-notation.json, level 1: the hint</extracomment>
        <translation>В русских книгах конь обозначается К, а в полной нотации два поля соединяет тире —.</translation>
    </message>
    <message>
        <source>The bishop is С, and Russian books mark a capture with a colon : where others write x.</source>
        <extracomment>28-russian-notation.json, level 2: the hint</extracomment>
        <translation>Слон обозначается С, а взятие русские книги отмечают двоеточием :.</translation>
    </message>
    <message>
        <source>A pawn&apos;s capture starts with the file the pawn comes from, then the colon.</source>
        <extracomment>28-russian-notation.json, level 3: the hint</extracomment>
        <translation>Взятие пешкой начинается с вертикали, откуда уходит пешка, затем двоеточие.</translation>
    </message>
    <message>
        <source>Russian books write castling with zeros joined by a dash.</source>
        <extracomment>28-russian-notation.json, level 4: the hint</extracomment>
        <translation>Русские книги записывают рокировку нулями через тире.</translation>
    </message>
    <message>
        <source>The queen is Ф, and Russian books mark a mate with ×.</source>
        <extracomment>28-russian-notation.json, level 6: the hint</extracomment>
        <translation>Ферзь обозначается Ф, а мат русские книги отмечают знаком ×.</translation>
    </message>
    <message>
        <source>Л is the rook; the dash joins its two squares, and + says the move gives check.</source>
        <extracomment>28-russian-notation.json, level 7: the hint</extracomment>
        <translation>Л — это ладья; тире соединяет её два поля, а + говорит, что ход объявляет шах.</translation>
    </message>
    <message>
        <source>Mate with the queen</source>
        <extracomment>29-mate-queen.json: the stage&apos;s title</extracomment>
        <translation>Мат ферзём</translation>
    </message>
    <message>
        <source>King and queen mate a lone king in at most ten moves. Keep the enemy king in a box with your queen a knight&apos;s move away from it, so that the box shrinks at every move; once the king stands on the edge, bring your own king up and mate. Mind the stalemate: leave the king a square to go to until the mate. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>29-mate-queen.json: the stage&apos;s introduction</extracomment>
        <translation>Король и ферзь матуют одинокого короля не более чем за десять ходов. Держите неприятельского короля в прямоугольнике, поставив ферзя на ход коня от него, чтобы прямоугольник сжимался с каждым ходом; когда король окажется на краю доски, подведите своего короля и дайте мат. Берегитесь пата: до самого мата оставляйте королю поле для хода. Чёрный король здесь защищается как можно лучше — так, как показывают таблицы эндшпиля.</translation>
    </message>
    <message>
        <source>Checkmate the black king.</source>
        <extracomment>29-mate-queen.json: what the stage&apos;s levels ask</extracomment>
        <translation>Поставьте мат чёрному королю.</translation>
    </message>
    <message>
        <source>The longest mate with the queen: the black king in the middle, your king in the corner.</source>
        <extracomment>29-mate-queen.json, level 3: what the level asks</extracomment>
        <translation>Самый длинный мат ферзём: чёрный король в центре, ваш король в углу.</translation>
    </message>
    <message>
        <source>Mate with the rook</source>
        <extracomment>30-mate-rook.json: the stage&apos;s title</extracomment>
        <translation>Мат ладьёй</translation>
    </message>
    <message>
        <source>King and rook mate a lone king in at most sixteen moves. The rook cuts the king off along a rank or a file and keeps it in a box; your king comes up to support the rook, and every rook move that shortens the box drives the enemy king back, until it stands on the edge and the rook mates along it. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>30-mate-rook.json: the stage&apos;s introduction</extracomment>
        <translation>Король и ладья матуют одинокого короля не более чем за шестнадцать ходов. Ладья отрезает короля по горизонтали или вертикали и держит его в прямоугольнике; ваш король подходит на помощь ладье, и каждый ход ладьи, сужающий прямоугольник, оттесняет неприятельского короля, пока он не окажется на краю доски и ладья не даст мат вдоль него. Чёрный король здесь защищается как можно лучше — так, как показывают таблицы эндшпиля.</translation>
    </message>
    <message>
        <source>The longest mate with the rook: sixteen moves with best play.</source>
        <extracomment>30-mate-rook.json, level 3: what the level asks</extracomment>
        <translation>Самый длинный мат ладьёй: шестнадцать ходов при лучшей игре.</translation>
    </message>
    <message>
        <source>Mate with two bishops</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s title</extracomment>
        <translation>Мат двумя слонами</translation>
    </message>
    <message>
        <source>Two bishops side by side make a wall the lone king cannot cross. With your king&apos;s help, push the enemy king to the edge and then into a corner, where the bishops mate it: at most nineteen moves. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>31-mate-two-bishops.json: the stage&apos;s introduction</extracomment>
        <translation>Два слона рядом образуют стену, которую одинокий король не может пересечь. С помощью своего короля оттесните неприятельского короля на край доски, а затем в угол, где слоны дают мат: не более девятнадцати ходов. Чёрный король здесь защищается как можно лучше — так, как показывают таблицы эндшпиля.</translation>
    </message>
    <message>
        <source>Mate with bishop and knight</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s title</extracomment>
        <translation>Мат слоном и конём</translation>
    </message>
    <message>
        <source>The hardest of the basic mates: bishop and knight can mate a lone king only in a corner of the bishop&apos;s colour, and with best defence it takes up to thirty-three moves, so the fifty-move rule leaves little to spare. Drive the king to the edge, then along it to the right corner, the knight cutting off its way back. The black king here defends as well as it can, as the endgame tables show it.</source>
        <extracomment>32-mate-bishop-knight.json: the stage&apos;s introduction</extracomment>
        <translation>Самый трудный из элементарных матов: слон и конь могут заматовать одинокого короля только в углу цвета слона, и при лучшей защите на это уходит до тридцати трёх ходов, так что правило 50 ходов оставляет мало запаса. Оттесните короля на край доски, а затем вдоль края в нужный угол, отрезая ему конём путь назад. Чёрный король здесь защищается как можно лучше — так, как показывают таблицы эндшпиля.</translation>
    </message>
    <message>
        <source>Checkmate the black king before the fifty-move rule lets Black claim a draw.</source>
        <extracomment>32-mate-bishop-knight.json: what the stage&apos;s levels ask</extracomment>
        <translation>Поставьте мат чёрному королю, пока правило 50 ходов не позволило чёрным потребовать ничью.</translation>
    </message>
    <message>
        <source>The black king is already near a8, a corner of your bishop&apos;s colour.</source>
        <extracomment>32-mate-bishop-knight.json, level 1: what the level asks</extracomment>
        <translation>Чёрный король уже рядом с a8 — углом цвета вашего слона.</translation>
    </message>
    <message>
        <source>The black king sits in h8, a corner your bishop cannot reach: drive it along the edge to a8 or h1.</source>
        <extracomment>32-mate-bishop-knight.json, level 2: what the level asks</extracomment>
        <translation>Чёрный король стоит на h8, в углу, которого ваш слон не достаёт: гоните его вдоль края доски к a8 или h1.</translation>
    </message>
    <message>
        <source>The whole mate, from the middle of the board.</source>
        <extracomment>32-mate-bishop-knight.json, level 3: what the level asks</extracomment>
        <translation>Весь мат целиком, из центра доски.</translation>
    </message>
    <message>
        <source>King and pawn against king</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s title</extracomment>
        <translation>Король и пешка против короля</translation>
    </message>
    <message>
        <source>With a king and one pawn against a lone king, the kings decide. The key squares: when the king of the pawn&apos;s side stands on one (for a pawn on the fourth rank, the three squares two ranks in front of it), the pawn promotes whatever the other side does. The opposition: kings facing each other with one square between; the side that has to move must give way. The rule of the square: a lone king catches a pawn running on its own if it can step into the square drawn from the pawn to its promotion rank. The other side here plays as well as it can, as the endgame tables show it.</source>
        <extracomment>33-king-and-pawn.json: the stage&apos;s introduction</extracomment>
        <translation>В окончании «король и пешка против короля» всё решают короли. Ключевые поля: если король стороны, у которой пешка, встал на одно из них (для пешки на четвёртой горизонтали это три поля двумя горизонталями впереди неё), пешка проходит в ферзи, что бы ни делал соперник. Оппозиция: короли стоят друг против друга через одно поле; та сторона, чья очередь ходить, вынуждена уступить. Правило квадрата: одинокий король догонит пешку, бегущую в ферзи без поддержки, если может вступить в квадрат, построенный от пешки до поля превращения. Соперник здесь играет как можно лучше — так, как показывают таблицы эндшпиля.</translation>
    </message>
    <message>
        <source>Promote the pawn, and keep the win.</source>
        <extracomment>33-king-and-pawn.json: what the stage&apos;s levels ask</extracomment>
        <translation>Проведите пешку в ферзи, сохранив выигрыш.</translation>
    </message>
    <message>
        <source>Key squares: the key squares of the pawn on e4 are d6, e6 and f6. Reach one with your king and the pawn cannot be stopped.</source>
        <extracomment>33-king-and-pawn.json, level 1: what the level asks</extracomment>
        <translation>Ключевые поля: у пешки e4 это d6, e6 и f6. Займите одно из них своим королём — и пешку уже не остановить.</translation>
    </message>
    <message>
        <source>The opposition: only one move wins here. Take the opposition, then go forward with your king before the pawn.</source>
        <extracomment>33-king-and-pawn.json, level 2: what the level asks</extracomment>
        <translation>Оппозиция: здесь выигрывает только один ход. Займите оппозицию, а затем идите королём вперёд, впереди пешки.</translation>
    </message>
    <message>
        <source>You defend with Black. Take the opposition and keep it: stay in front of the pawn, and when the white king comes forward, face it.</source>
        <extracomment>33-king-and-pawn.json, level 3: what the level asks</extracomment>
        <translation>Вы защищаетесь чёрными. Займите оппозицию и удерживайте её: стойте перед пешкой и, когда белый король пойдёт вперёд, вставайте против него.</translation>
    </message>
    <message>
        <source>The rule of the square: you defend with Black. Step into the square of the pawn on g4 (from g4 to g8 and across to c8) and catch it.</source>
        <extracomment>33-king-and-pawn.json, level 4: what the level asks</extracomment>
        <translation>Правило квадрата: вы защищаетесь чёрными. Вступите в квадрат пешки g4 (от g4 до g8 и поперёк до c8) и догоните её.</translation>
    </message>
    <message>
        <source>The rule of the square, from the other side: the black king is outside the square of your pawn. Let the pawn run.</source>
        <extracomment>33-king-and-pawn.json, level 5: what the level asks</extracomment>
        <translation>Правило квадрата с другой стороны: чёрный король вне квадрата вашей пешки. Пусть пешка бежит.</translation>
    </message>
    <message>
        <source>Castling in Chess960</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s title</extracomment>
        <translation>Рокировка в шахматах Фишера</translation>
    </message>
    <message>
        <source>In Chess960 the king and the rooks start on other squares, but castling ends as in standard chess: kingside the king stands on g1 and the rook on f1, queenside the king on c1 and the rook on d1. Castle by moving the king onto its rook. The squares the king and the rook go over or land on must be empty but for the two of them, and the king may not be in check, cross an attacked square or land on one.</source>
        <extracomment>34-chess960-castling.json: the stage&apos;s introduction</extracomment>
        <translation>В шахматах Фишера король и ладьи начинают партию на других полях, но после рокировки стоят так же, как в классических шахматах: при короткой рокировке король встаёт на g1, а ладья — на f1, при длинной король встаёт на c1, а ладья — на d1. Чтобы рокироваться, поставьте короля на свою ладью. Поля, через которые проходят король и ладья, и поля, на которые они встают, должны быть свободны — кроме полей, занятых ими самими; король не может рокироваться, стоя под шахом, проходить через битое поле или вставать на него.</translation>
    </message>
    <message>
        <source>Castle kingside: move the king onto its rook on g1. The king ends on g1 and the rook on f1.</source>
        <extracomment>34-chess960-castling.json, level 1: what the level asks</extracomment>
        <translation>Сделайте короткую рокировку: поставьте короля на свою ладью g1. Король окажется на g1, а ладья — на f1.</translation>
    </message>
    <message>
        <source>Castle queenside: move the king onto its rook on a1. The king ends on c1 and the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 2: what the level asks</extracomment>
        <translation>Сделайте длинную рокировку: поставьте короля на свою ладью a1. Король окажется на c1, а ладья — на d1.</translation>
    </message>
    <message>
        <source>The king already stands on g1: castling kingside moves only the rook, from h1 to f1. Move the king onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: what the level asks</extracomment>
        <translation>Король уже стоит на g1: при короткой рокировке ходит только ладья, с h1 на f1. Поставьте короля на эту ладью.</translation>
    </message>
    <message>
        <source>A black bishop stands on a5, and the king on b1 goes onto its rook on g1 to castle kingside.</source>
        <extracomment>34-chess960-castling.json, level 4: what the level asks</extracomment>
        <translation>Чёрный слон стоит на a5, а король с b1 встаёт на свою ладью g1, чтобы сделать короткую рокировку.</translation>
    </message>
    <message>
        <source>The king on b1 goes onto its rook on a1 to castle queenside, which puts the rook on d1.</source>
        <extracomment>34-chess960-castling.json, level 5: what the level asks</extracomment>
        <translation>Король с b1 встаёт на свою ладью a1, чтобы сделать длинную рокировку, после которой ладья окажется на d1.</translation>
    </message>
    <message>
        <source>The white rook on b1 stands between the black rook on a1 and c1, where castling queenside puts the king.</source>
        <extracomment>34-chess960-castling.json, level 6: what the level asks</extracomment>
        <translation>Белая ладья b1 стоит между чёрной ладьёй a1 и полем c1, на которое длинная рокировка ставит короля.</translation>
    </message>
    <message>
        <source>The black rook on d8 attacks d1, where castling queenside puts the white rook; the king goes only to c1.</source>
        <extracomment>34-chess960-castling.json, level 7: what the level asks</extracomment>
        <translation>Чёрная ладья d8 бьёт поле d1, на которое длинная рокировка ставит белую ладью; король же идёт только на c1.</translation>
    </message>
    <message>
        <source>In Chess960 the king castles by going onto its own rook: pick up the king and put it down on the rook it castles with.</source>
        <extracomment>34-chess960-castling.json, level 1: the hint</extracomment>
        <translation>В шахматах Фишера король рокируется, вставая на свою ладью: возьмите короля и поставьте его на ту ладью, с которой он рокируется.</translation>
    </message>
    <message>
        <source>Queenside is the side of the a-file. Which rook stands there? The squares the king and the rook end on, c1 and d1, must be empty but for the two of them.</source>
        <extracomment>34-chess960-castling.json, level 2: the hint</extracomment>
        <translation>Длинная рокировка — в сторону вертикали «a». Какая ладья стоит там? Поля, на которые встают король и ладья, c1 и d1, должны быть свободны — кроме полей, занятых ими самими.</translation>
    </message>
    <message>
        <source>A king that already stands on its castling square stays there: only the rook goes. The move is still the king&apos;s, onto that rook.</source>
        <extracomment>34-chess960-castling.json, level 3: the hint</extracomment>
        <translation>Король, который уже стоит на своём поле рокировки, остаётся на нём: ходит только ладья. Но ход всё равно делает король — на эту ладью.</translation>
    </message>
    <message>
        <source>Follow the bishop&apos;s diagonal from a5 down to the first rank. The king may not pass over an attacked square on its way to g1.</source>
        <extracomment>34-chess960-castling.json, level 4: the hint</extracomment>
        <translation>Проследите диагональ слона от a5 до первой горизонтали. По пути на g1 король не может проходить через битое поле.</translation>
    </message>
    <message>
        <source>Castling queenside puts the king on c1 and the rook on d1. Are both squares empty but for the king and the rook?</source>
        <extracomment>34-chess960-castling.json, level 5: the hint</extracomment>
        <translation>При длинной рокировке король встаёт на c1, а ладья — на d1. Свободны ли оба поля, кроме полей короля и ладьи?</translation>
    </message>
    <message>
        <source>Where does the king end when it castles queenside? Look along the first rank from the black rook once the white rook has left b1.</source>
        <extracomment>34-chess960-castling.json, level 6: the hint</extracomment>
        <translation>Куда встаёт король при длинной рокировке? Посмотрите вдоль первой горизонтали от чёрной ладьи, когда белая ладья уйдёт с b1.</translation>
    </message>
    <message>
        <source>The rule keeps the king safe, not the rook: only the squares the king stands on, goes over and ends on must be free of attack.</source>
        <extracomment>34-chess960-castling.json, level 7: the hint</extracomment>
        <translation>Правило бережёт короля, а не ладью: под ударом не должны быть только поля, на которых король стоит, через которые проходит и на которые встаёт.</translation>
    </message>
</context>
<context>
    <name>DiagramWords</name>
    <message>
        <source>Position %1</source>
        <translation>Позиция %1</translation>
    </message>
    <message numerus="yes">
        <source>%n green square(s): %1.</source>
        <translation>
            <numerusform>%n зелёное поле: %1.</numerusform>
            <numerusform>%n зелёных поля: %1.</numerusform>
            <numerusform>%n зелёных полей: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green arrow(s): %1.</source>
        <translation>
            <numerusform>%n зелёная стрелка: %1.</numerusform>
            <numerusform>%n зелёные стрелки: %1.</numerusform>
            <numerusform>%n зелёных стрелок: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red square(s): %1.</source>
        <translation>
            <numerusform>%n красное поле: %1.</numerusform>
            <numerusform>%n красных поля: %1.</numerusform>
            <numerusform>%n красных полей: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red arrow(s): %1.</source>
        <translation>
            <numerusform>%n красная стрелка: %1.</numerusform>
            <numerusform>%n красные стрелки: %1.</numerusform>
            <numerusform>%n красных стрелок: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow square(s): %1.</source>
        <translation>
            <numerusform>%n жёлтое поле: %1.</numerusform>
            <numerusform>%n жёлтых поля: %1.</numerusform>
            <numerusform>%n жёлтых полей: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow arrow(s): %1.</source>
        <translation>
            <numerusform>%n жёлтая стрелка: %1.</numerusform>
            <numerusform>%n жёлтые стрелки: %1.</numerusform>
            <numerusform>%n жёлтых стрелок: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue square(s): %1.</source>
        <translation>
            <numerusform>%n синее поле: %1.</numerusform>
            <numerusform>%n синих поля: %1.</numerusform>
            <numerusform>%n синих полей: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue arrow(s): %1.</source>
        <translation>
            <numerusform>%n синяя стрелка: %1.</numerusform>
            <numerusform>%n синие стрелки: %1.</numerusform>
            <numerusform>%n синих стрелок: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Ход белых.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Ход чёрных.</translation>
    </message>
    <message>
        <source>Seen from Black&apos;s side.</source>
        <translation>Доска показана со стороны чёрных.</translation>
    </message>
</context>
<context>
    <name>FenError</name>
    <message>
        <source>FEN record</source>
        <translation>Запись FEN</translation>
    </message>
    <message>
        <source>FEN field 1 (piece placement)</source>
        <translation>Поле FEN 1 (расстановка фигур)</translation>
    </message>
    <message>
        <source>FEN field 2 (side to move)</source>
        <translation>Поле FEN 2 (очередь хода)</translation>
    </message>
    <message>
        <source>FEN field 3 (castling rights)</source>
        <translation>Поле FEN 3 (права на рокировку)</translation>
    </message>
    <message>
        <source>FEN field 4 (en passant square)</source>
        <translation>Поле FEN 4 (поле взятия на проходе)</translation>
    </message>
    <message>
        <source>FEN field 5 (halfmove clock)</source>
        <translation>Поле FEN 5 (счётчик полуходов)</translation>
    </message>
    <message>
        <source>FEN field 6 (fullmove number)</source>
        <translation>Поле FEN 6 (номер хода)</translation>
    </message>
    <message>
        <source>expected 6 fields separated by spaces, found %1</source>
        <translation>ожидалось 6 полей через пробел, найдено: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a piece letter (use PNBRQK for White, pnbrqk for Black, 1-8 for empty squares)</source>
        <translation>«%1» — не буква фигуры или пешки (PNBRQK для белых, pnbrqk для чёрных, 1–8 для пустых полей)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not describe exactly 8 squares</source>
        <translation>«%1» описывает не ровно 8 полей</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have exactly 8 ranks separated by &quot;/&quot;</source>
        <translation>в «%1» не ровно 8 горизонталей, разделённых «/»</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>у белых нет короля</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>у чёрных нет короля</translation>
    </message>
    <message>
        <source>White has more than one king</source>
        <translation>у белых больше одного короля</translation>
    </message>
    <message>
        <source>Black has more than one king</source>
        <translation>у чёрных больше одного короля</translation>
    </message>
    <message>
        <source>a pawn stands on %1, but pawns never stand on the first or last rank</source>
        <translation>на %1 стоит пешка, но пешки не бывают на первой и последней горизонтали</translation>
    </message>
    <message>
        <source>the side not on move is in check, which no legal move can leave behind</source>
        <translation>сторона, которая не на ходу, находится под шахом — ни один правильный ход не может к этому привести</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;w&quot; or &quot;b&quot;</source>
        <translation>вместо «%1» должно быть «w» или «b»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or letters from KQkq in that order, each at most once</source>
        <translation>вместо «%1» должно быть «-» или буквы из KQkq в этом порядке, каждая не более одного раза</translation>
    </message>
    <message>
        <source>the right &quot;%1&quot; needs the king and that rook on their starting squares</source>
        <translation>право «%1» требует, чтобы король и эта ладья стояли на исходных полях</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be &quot;-&quot; or a square such as e3</source>
        <translation>вместо «%1» должно быть «-» или поле, например e3</translation>
    </message>
    <message>
        <source>%1 cannot be an en passant square: no pawn of the side that just moved can have made a double step across it</source>
        <translation>%1 не может быть полем взятия на проходе: ни одна пешка только что ходившей стороны не могла пройти через него двойным шагом</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plain number</source>
        <translation>«%1» — не просто число</translation>
    </message>
    <message>
        <source>%1 is more than 150: the seventy-five-move rule ends the game there</source>
        <translation>%1 больше 150: по правилу 75 ходов партия к этому моменту уже окончена</translation>
    </message>
    <message>
        <source>%1 should be 0, because an en passant square means a pawn has just moved</source>
        <translation>должно быть 0, а не %1: поле взятия на проходе означает, что только что ходила пешка</translation>
    </message>
    <message>
        <source>the move number starts at 1, not 0</source>
        <translation>нумерация ходов начинается с 1, а не с 0</translation>
    </message>
    <message>
        <source>the king is attacked by %1 pieces at once, which no move can give</source>
        <translation>короля атакуют сразу несколько фигур и пешек (%1), а ни один ход не может дать такого шаха</translation>
    </message>
    <message>
        <source>%1, rank %2</source>
        <translation>%1, горизонталь %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has two digits in a row, but one digit counts all the empty squares of a run</source>
        <translation>«%1»: две цифры подряд, а одна цифра обозначает все пустые поля подряд</translation>
    </message>
    <message>
        <source>%1 is more than %2, the largest move number Ferz reads</source>
        <translation>%1 больше %2 — самого большого номера хода, который читает Ferz</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>White claims a draw by threefold repetition.</source>
        <translation>Белые требуют ничью по троекратному повторению позиции.</translation>
    </message>
    <message>
        <source>Black claims a draw by threefold repetition.</source>
        <translation>Чёрные требуют ничью по троекратному повторению позиции.</translation>
    </message>
    <message>
        <source>White claims a draw by the fifty-move rule.</source>
        <translation>Белые требуют ничью по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>Black claims a draw by the fifty-move rule.</source>
        <translation>Чёрные требуют ничью по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>White&apos;s flag falls.</source>
        <translation>У белых упал флажок.</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls.</source>
        <translation>У чёрных упал флажок.</translation>
    </message>
    <message>
        <source>White declines the draw offer by moving.</source>
        <translation>Белые отклоняют предложение ничьей, сделав ход.</translation>
    </message>
    <message>
        <source>Black declines the draw offer by moving.</source>
        <translation>Чёрные отклоняют предложение ничьей, сделав ход.</translation>
    </message>
    <message>
        <source>White offers a draw.</source>
        <translation>Белые предлагают ничью.</translation>
    </message>
    <message>
        <source>Black offers a draw.</source>
        <translation>Чёрные предлагают ничью.</translation>
    </message>
    <message>
        <source>White accepts the draw offer.</source>
        <translation>Белые принимают предложение ничьей.</translation>
    </message>
    <message>
        <source>Black accepts the draw offer.</source>
        <translation>Чёрные принимают предложение ничьей.</translation>
    </message>
    <message>
        <source>White declines the draw offer.</source>
        <translation>Белые отклоняют предложение ничьей.</translation>
    </message>
    <message>
        <source>Black declines the draw offer.</source>
        <translation>Чёрные отклоняют предложение ничьей.</translation>
    </message>
    <message>
        <source>White resigns.</source>
        <translation>Белые сдаются.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Чёрные сдаются.</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>Белые не могут поставить мат никакой последовательностью допустимых ходов, поэтому партия закончилась вничью.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>Чёрные не могут поставить мат никакой последовательностью допустимых ходов, поэтому партия закончилась вничью.</translation>
    </message>
</context>
<context>
    <name>GameDatabase</name>
    <message>
        <source>its number of games, “%1”, is no count</source>
        <translation>её число партий, «%1», не является числом</translation>
    </message>
    <message>
        <source>row %1 of its %2 is missing</source>
        <translation>в её таблице %2 нет строки %1</translation>
    </message>
    <message>
        <source>the file may only be read</source>
        <translation>файл доступен только для чтения</translation>
    </message>
    <message>
        <source>its chunk %1 cannot be read</source>
        <translation>её блок %1 не читается</translation>
    </message>
    <message>
        <source>it has no game %1</source>
        <translation>в ней нет партии %1</translation>
    </message>
    <message>
        <source>a database holds at most %1 games</source>
        <translation>в базе партий может быть не больше %1 партий</translation>
    </message>
    <message>
        <source>its format is %1, this Ferz reads format %2</source>
        <translation>её формат — %1, а эта версия Ferz читает формат %2</translation>
    </message>
    <message>
        <source>its number of games is missing</source>
        <translation>в ней не указано число партий</translation>
    </message>
    <message>
        <source>it claims %1 games, more than a database holds</source>
        <translation>в ней будто бы %1 партий — больше, чем может быть в базе</translation>
    </message>
    <message>
        <source>its chunk %1 claims %2 games</source>
        <translation>её блок %1 будто бы содержит %2 партий</translation>
    </message>
    <message>
        <source>its chunks hold more than its %1 games</source>
        <translation>в её блоках больше партий, чем заявленные %1</translation>
    </message>
    <message>
        <source>it claims %1 games, but its chunks hold %2</source>
        <translation>в ней будто бы %1 партий, но в её блоках %2</translation>
    </message>
    <message>
        <source>its opening lines are missing</source>
        <translation>в ней нет дебютных линий</translation>
    </message>
    <message>
        <source>its opening lines cannot be read</source>
        <translation>её дебютные линии не читаются</translation>
    </message>
    <message>
        <source>its names are numbered up to %1</source>
        <translation>её имена пронумерованы вплоть до %1</translation>
    </message>
    <message>
        <source>its name number %1 is no number of a name</source>
        <translation>номер имени %1 не соответствует ни одному имени</translation>
    </message>
    <message>
        <source>the headers of its chunk %1 cannot be read</source>
        <translation>заголовки её блока %1 не читаются</translation>
    </message>
    <message>
        <source>the header of game %1 names no name</source>
        <translation>в заголовке партии %1 указан номер несуществующего имени</translation>
    </message>
    <message>
        <source>game %1 cannot be read</source>
        <translation>партия %1 не читается</translation>
    </message>
    <message>
        <source>row %1 of its %2 cannot be read</source>
        <translation>строку %1 её таблицы %2 не удаётся прочитать</translation>
    </message>
    <message>
        <source>its format %1 could not be brought up to date: %2</source>
        <translation>её формат %1 не удалось обновить: %2</translation>
    </message>
    <message>
        <source>its format is %1; Ferz brings it up to format %2 when the file may be written</source>
        <translation>её формат — %1; Ferz переводит её в формат %2, когда файл доступен для записи</translation>
    </message>
    <message>
        <source>the moves of its chunk %1 cannot be read</source>
        <translation>ходы её блока %1 не читаются</translation>
    </message>
    <message>
        <source>another Ferz has brought its format to %1 meanwhile</source>
        <translation>другая версия Ferz тем временем перевела её в формат %1</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Starting position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Final position after %1</source>
        <translation>Конечная позиция после %1</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>После %1</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>annotated by %1</source>
        <translation>примечания: %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s)]</source>
        <translation>
            <numerusform>[… ещё %Ln символ]</numerusform>
            <numerusform>[… ещё %Ln символа]</numerusform>
            <numerusform>[… ещё %Ln символов]</numerusform>
        </translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Шахматы Фишера, начальная расстановка № %1</translation>
    </message>
    <message>
        <source>Chess960 start position</source>
        <translation>Шахматы Фишера, начальная расстановка</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы Фишера</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>there is no game in it</source>
        <translation>в нём нет ни одной партии</translation>
    </message>
    <message>
        <source>its main line holds a null move, and a game cannot go on from there</source>
        <translation>в главной линии есть пустой ход, и продолжить партию с этого места нельзя</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Black wins: White is checkmated.</source>
        <translation>Чёрные выиграли: белым поставлен мат.</translation>
    </message>
    <message>
        <source>White wins: Black is checkmated.</source>
        <translation>Белые выиграли: чёрным поставлен мат.</translation>
    </message>
    <message>
        <source>Draw: White is stalemated.</source>
        <translation>Ничья: белым пат.</translation>
    </message>
    <message>
        <source>Draw: Black is stalemated.</source>
        <translation>Ничья: чёрным пат.</translation>
    </message>
    <message>
        <source>Draw: neither side can checkmate any more (dead position).</source>
        <translation>Ничья: ни одна из сторон больше не может поставить мат (мёртвая позиция).</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board five times.</source>
        <translation>Ничья: одна и та же позиция возникла на доске пять раз.</translation>
    </message>
    <message>
        <source>Draw: seventy-five moves by each side without a capture or a pawn move.</source>
        <translation>Ничья: 75 ходов каждой стороны без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Draw: the same position has stood on the board three times.</source>
        <translation>Ничья: одна и та же позиция возникла на доске три раза.</translation>
    </message>
    <message>
        <source>Draw: White claimed threefold repetition.</source>
        <translation>Ничья: белые потребовали её по троекратному повторению.</translation>
    </message>
    <message>
        <source>Draw: Black claimed threefold repetition.</source>
        <translation>Ничья: чёрные потребовали её по троекратному повторению.</translation>
    </message>
    <message>
        <source>Draw: fifty moves by each side without a capture or a pawn move.</source>
        <translation>Ничья: 50 ходов каждой стороны без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Draw: White claimed the fifty-move rule.</source>
        <translation>Ничья: белые потребовали её по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>Draw: Black claimed the fifty-move rule.</source>
        <translation>Ничья: чёрные потребовали её по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Чёрные выиграли: белые сдались.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Белые выиграли: чёрные сдались.</translation>
    </message>
    <message>
        <source>Draw: White&apos;s time ran out, but Black cannot checkmate.</source>
        <translation>Ничья: у белых кончилось время, но чёрные не могут поставить мат.</translation>
    </message>
    <message>
        <source>Draw: Black&apos;s time ran out, but White cannot checkmate.</source>
        <translation>Ничья: у чёрных кончилось время, но белые не могут поставить мат.</translation>
    </message>
    <message>
        <source>Black wins on time: White&apos;s time ran out.</source>
        <translation>Чёрные выиграли по времени: у белых кончилось время.</translation>
    </message>
    <message>
        <source>White wins on time: Black&apos;s time ran out.</source>
        <translation>Белые выиграли по времени: у чёрных кончилось время.</translation>
    </message>
    <message>
        <source>The game is over, as the record says.</source>
        <translation>Партия окончена, как указано в записи.</translation>
    </message>
    <message>
        <source>White to move – check</source>
        <translation>Ход белых — шах</translation>
    </message>
    <message>
        <source>Black to move – check</source>
        <translation>Ход чёрных — шах</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress (%1) was saved on %2 when Ferz last ran. Resume it?</source>
        <translation>При последнем запуске Ferz %2 была сохранена незаконченная партия (%1). Продолжить её?</translation>
    </message>
    <message>
        <source>Draw: king and two knights against a lone king (dead position under the Brazilian rule text).</source>
        <translation>Ничья: король и два коня против одинокого короля (мёртвая позиция по бразильскому тексту правил).</translation>
    </message>
    <message>
        <source>White has offered a draw: the offer is made with the next move.</source>
        <translation>Белые уже предложили ничью: предложение будет сделано вместе со следующим ходом.</translation>
    </message>
    <message>
        <source>Black has offered a draw: the offer is made with the next move.</source>
        <translation>Чёрные уже предложили ничью: предложение будет сделано вместе со следующим ходом.</translation>
    </message>
    <message>
        <source>Black&apos;s draw offer waits for White&apos;s answer: accept or decline it.</source>
        <translation>Чёрные предложили ничью и ждут ответа белых: примите или отклоните предложение.</translation>
    </message>
    <message>
        <source>White&apos;s draw offer waits for Black&apos;s answer: accept or decline it.</source>
        <translation>Белые предложили ничью и ждут ответа чёрных: примите или отклоните предложение.</translation>
    </message>
    <message>
        <source>Black declined White&apos;s draw offer, so only Black may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Чёрные отклонили предложение ничьей белых, поэтому следующую ничью могут предложить только чёрные. Так сказано в бразильском тексте правил: чтобы игрок не донимал соперника предложениями (Справка ▸ Правила шахмат ▸ Ничья).</translation>
    </message>
    <message>
        <source>White declined Black&apos;s draw offer, so only White may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>Белые отклонили предложение ничьей чёрных, поэтому следующую ничью могут предложить только белые. Так сказано в бразильском тексте правил: чтобы игрок не донимал соперника предложениями (Справка ▸ Правила шахмат ▸ Ничья).</translation>
    </message>
    <message>
        <source>only Black may offer the next draw (White&apos;s offer was declined)</source>
        <translation>следующую ничью могут предложить только чёрные (предложение белых отклонено)</translation>
    </message>
    <message>
        <source>only White may offer the next draw (Black&apos;s offer was declined)</source>
        <translation>следующую ничью могут предложить только белые (предложение чёрных отклонено)</translation>
    </message>
    <message>
        <source>A finished game (%1) that was not saved in a file was kept on %2 when Ferz last ran. Restore it?</source>
        <translation>Законченная партия (%1), не сохранённая в файл, была сохранена %2 при последнем запуске Ferz. Восстановить её?</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>the pawn on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>пешка на %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>конь на %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>слон на %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>ладья на %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>ферзь на %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>nominative: the subject of a sentence</comment>
        <translation>король на %1</translation>
    </message>
    <message>
        <source>the pawn on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: пешки на e4)</comment>
        <translation>пешки на %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: коня на e4)</comment>
        <translation>коня на %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: слона на e4)</comment>
        <translation>слона на %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ладьи на e4)</comment>
        <translation>ладьи на %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: ферзя на e4)</comment>
        <translation>ферзя на %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>genitive: after &apos;in check from&apos;, &apos;exposed to&apos; (ru: короля на e4)</comment>
        <translation>короля на %1</translation>
    </message>
    <message>
        <source>This pawn is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Эта пешка связана: если она сойдёт с линии, ваш король окажется под ударом %1.</translation>
    </message>
    <message>
        <source>This knight is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Этот конь связан: если он сойдёт с линии, ваш король окажется под ударом %1.</translation>
    </message>
    <message>
        <source>This bishop is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Этот слон связан: если он сойдёт с линии, ваш король окажется под ударом %1.</translation>
    </message>
    <message>
        <source>This rook is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Эта ладья связана: если она сойдёт с линии, ваш король окажется под ударом %1.</translation>
    </message>
    <message>
        <source>This queen is pinned: moving it off the line would expose your king to %1.</source>
        <translation>Этот ферзь связан: если он сойдёт с линии, ваш король окажется под ударом %1.</translation>
    </message>
    <message>
        <source>a pawn moves straight forward and captures one square diagonally forward.</source>
        <translation>пешка ходит прямо вперёд, а бьёт на одно поле по диагонали вперёд.</translation>
    </message>
    <message>
        <source>a knight jumps two squares one way and one square to the side.</source>
        <translation>конь прыгает на два поля в одном направлении и на одно в сторону — буквой «Г».</translation>
    </message>
    <message>
        <source>a bishop moves any distance along a diagonal.</source>
        <translation>слон ходит на любое число полей по диагонали.</translation>
    </message>
    <message>
        <source>a rook moves any distance along a rank or a file.</source>
        <translation>ладья ходит на любое число полей по горизонтали или вертикали.</translation>
    </message>
    <message>
        <source>a queen moves any distance along a rank, a file or a diagonal.</source>
        <translation>ферзь ходит на любое число полей по горизонтали, вертикали или диагонали.</translation>
    </message>
    <message>
        <source>a king moves one square in any direction.</source>
        <translation>король ходит на одно поле в любом направлении.</translation>
    </message>
    <message>
        <source>There is no piece on %1 to move.</source>
        <translation>На поле %1 нет ни фигуры, ни пешки.</translation>
    </message>
    <message>
        <source>A move has to take the piece off %1 to another square.</source>
        <translation>Ход должен перевести фигуру или пешку с поля %1 на другое поле.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3</source>
        <translation>%1 не может пойти на %2: %3</translation>
    </message>
    <message>
        <source>The pawn on %1 cannot move forward to %2: %3 is in the way, and a pawn captures only diagonally.</source>
        <translation>Пешка на %1 не может пойти вперёд на %2: путь загораживает %3, а пешка бьёт только по диагонали.</translation>
    </message>
    <message>
        <source>The pawn on %1 may move diagonally only to capture, and %2 is empty.</source>
        <translation>Пешка на %1 ходит по диагонали только со взятием, а поле %2 пустое.</translation>
    </message>
    <message>
        <source>The pawn on %1 may advance two squares only from its starting square.</source>
        <translation>Пешка на %1 может пойти на два поля только с исходной позиции.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: %3 is in the way.</source>
        <translation>%1 не может пойти на %2: на пути стоит %3.</translation>
    </message>
    <message>
        <source>En passant is only possible immediately after the pawn&apos;s double step: %1 did not just make one.</source>
        <translation>Взятие на проходе возможно только сразу после двойного хода пешки, а %1 такого хода только что не делала.</translation>
    </message>
    <message>
        <source>The pawn on %1 reaches the last rank on %2 and must become a queen, rook, bishop or knight.</source>
        <translation>Пешка с %1 доходит до последней горизонтали на %2 и должна превратиться в ферзя, ладью, слона или коня.</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank is promoted, and only to a queen, rook, bishop or knight of its colour.</source>
        <translation>Превращается только пешка, дошедшая до последней горизонтали, и только в ферзя, ладью, слона или коня своего цвета.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: it would stand next to the other king on %2.</source>
        <translation>Король не может пойти на %1: он оказался бы рядом с королём соперника на %2.</translation>
    </message>
    <message>
        <source>The king cannot go to %1: %2 attacks that square.</source>
        <translation>Король не может пойти на %1: это поле бьёт %2.</translation>
    </message>
    <message>
        <source>Your king is in check from %1, and this move does not end the check.</source>
        <translation>Вашему королю объявлен шах со стороны %1, и этот ход от него не защищает.</translation>
    </message>
    <message>
        <source>Taking en passant here would expose your king to %1.</source>
        <translation>Взятие на проходе здесь подставило бы вашего короля под удар %1.</translation>
    </message>
    <message>
        <source>You cannot castle: your king has already moved.</source>
        <translation>Рокировка невозможна: ваш король уже ходил.</translation>
    </message>
    <message>
        <source>You cannot castle kingside: the rook on that side has moved or been captured.</source>
        <translation>Короткая рокировка невозможна: ладья на этом фланге уже ходила или была взята.</translation>
    </message>
    <message>
        <source>You cannot castle queenside: the rook on that side has moved or been captured.</source>
        <translation>Длинная рокировка невозможна: ладья на этом фланге уже ходила или была взята.</translation>
    </message>
    <message>
        <source>You cannot castle out of check: %1 gives check.</source>
        <translation>Рокировка невозможна, когда король под шахом: шах объявляет %1.</translation>
    </message>
    <message>
        <source>You cannot castle: %1 stands between the king and the rook.</source>
        <translation>Рокировка невозможна: между королём и ладьёй стоит %1.</translation>
    </message>
    <message>
        <source>It is White&apos;s move, and %1 belongs to Black.</source>
        <translation>Сейчас ход белых, а %1 принадлежит чёрным.</translation>
    </message>
    <message>
        <source>It is Black&apos;s move, and %1 belongs to White.</source>
        <translation>Сейчас ход чёрных, а %1 принадлежит белым.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Правило «тронул — ходи»: вы тронули %1, поэтому ходить нужно тронутой фигурой.</translation>
    </message>
    <message>
        <source>the pawn on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: пешку на e4)</comment>
        <translation>пешку на %1</translation>
    </message>
    <message>
        <source>the knight on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: коня на e4)</comment>
        <translation>коня на %1</translation>
    </message>
    <message>
        <source>the bishop on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: слона на e4)</comment>
        <translation>слона на %1</translation>
    </message>
    <message>
        <source>the rook on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ладью на e4)</comment>
        <translation>ладью на %1</translation>
    </message>
    <message>
        <source>the queen on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: ферзя на e4)</comment>
        <translation>ферзя на %1</translation>
    </message>
    <message>
        <source>the king on %1</source>
        <comment>accusative: the object of &apos;you touched&apos; (ru: короля на e4)</comment>
        <translation>короля на %1</translation>
    </message>
    <message>
        <source>by the pawn on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: пешкой на e4; pt: pelo peão em e4)</comment>
        <translation>пешкой на %1</translation>
    </message>
    <message>
        <source>by the knight on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: конём на e4; pt: pelo cavalo em e4)</comment>
        <translation>конём на %1</translation>
    </message>
    <message>
        <source>by the bishop on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: слоном на e4; pt: pelo bispo em e4)</comment>
        <translation>слоном на %1</translation>
    </message>
    <message>
        <source>by the rook on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ладьёй на e4; pt: pela torre em e4)</comment>
        <translation>ладьёй на %1</translation>
    </message>
    <message>
        <source>by the queen on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: ферзём на e4; pt: pela dama em e4)</comment>
        <translation>ферзём на %1</translation>
    </message>
    <message>
        <source>by the king on %1</source>
        <comment>agent of a passive verb, with its preposition (ru: королём на e4; pt: pelo rei em e4)</comment>
        <translation>королём на %1</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the pawn on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: пешка на %1 — ваша.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the knight on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: конь на %1 — ваш.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the bishop on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: слон на %1 — ваш.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the rook on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: ладья на %1 — ваша.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the queen on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: ферзь на %1 — ваш.</translation>
    </message>
    <message>
        <source>You cannot capture your own piece: the king on %1 is yours.</source>
        <translation>Свои фигуры и пешки бить нельзя: король на %1 — ваш.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would cross %1, which is attacked %2.</source>
        <translation>Рокировка невозможна: король прошёл бы через поле %1, атакованное %2.</translation>
    </message>
    <message>
        <source>You cannot castle: the king would land on %1, which is attacked %2.</source>
        <translation>Рокировка невозможна: король встал бы на поле %1, атакованное %2.</translation>
    </message>
    <message>
        <source>You cannot castle: castling puts the king on %1 and the rook on %2, and %3 is in the way.</source>
        <translation>Рокировка невозможна: при рокировке король встаёт на %1, а ладья — на %2, но мешает %3.</translation>
    </message>
    <message>
        <source>You castle kingside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>Короткая рокировка делается с ладьёй %1 — той, что в начале партии стояла с этой стороны от короля.</translation>
    </message>
    <message>
        <source>You castle queenside with the rook on %1, the one that began the game on that side of the king.</source>
        <translation>Длинная рокировка делается с ладьёй %1 — той, что в начале партии стояла с этой стороны от короля.</translation>
    </message>
</context>
<context>
    <name>Learning</name>
    <message>
        <source>Check from %1 (framed in red).</source>
        <translation>Шах со стороны %1 (обведено красным).</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): %1.</source>
        <translation>Связаны с вашим королём (обведены оранжевым): %1.</translation>
    </message>
    <message>
        <source>En passant: the pawn on %1 can capture the pawn on %2 by moving to %3.</source>
        <translation>Взятие на проходе: пешка с %1 может взять пешку на %2, пойдя на %3.</translation>
    </message>
    <message>
        <source>Promotion: the pawn on %1 can reach the last rank on %2.</source>
        <translation>Превращение: пешка с %1 может дойти до последней горизонтали на %2.</translation>
    </message>
    <message>
        <source>O-O: %1</source>
        <translation>0–0: %1</translation>
    </message>
    <message>
        <source>O-O-O: %1</source>
        <translation>0–0–0: %1</translation>
    </message>
    <message>
        <source>Castling is allowed now.</source>
        <translation>Рокировка сейчас возможна.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the pawn on %1.</source>
        <translation>Связана с вашим королём (обведена оранжевым): пешка на %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the knight on %1.</source>
        <translation>Связан с вашим королём (обведён оранжевым): конь на %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the bishop on %1.</source>
        <translation>Связан с вашим королём (обведён оранжевым): слон на %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the rook on %1.</source>
        <translation>Связана с вашим королём (обведена оранжевым): ладья на %1.</translation>
    </message>
    <message>
        <source>Pinned to your king (framed in orange): the queen on %1.</source>
        <translation>Связан с вашим королём (обведён оранжевым): ферзь на %1.</translation>
    </message>
    <message>
        <source>Endgame tables: %1.</source>
        <translation>Таблицы эндшпиля: %1.</translation>
    </message>
    <message>
        <source>Dead position: no series of legal moves can lead to checkmate, so the game is drawn at once.</source>
        <translation>Мёртвая позиция: никакая последовательность допустимых ходов не может привести к мату, поэтому партия сразу заканчивается вничью.</translation>
    </message>
    <message>
        <source>Not a dead position: a checkmate could still come if a side blundered, so the game goes on, although with best play it is a draw.</source>
        <translation>Позиция не мёртвая: мат ещё возможен, если одна из сторон грубо ошибётся, поэтому партия продолжается, хотя при лучшей игре это ничья.</translation>
    </message>
    <message>
        <source>Insufficient material: White cannot checkmate by any series of legal moves, so if Black&apos;s flag falls the game is drawn.</source>
        <translation>Недостаточно материала: белые не могут поставить мат никакой последовательностью допустимых ходов, поэтому, если у чёрных упадёт флажок, партия закончится вничью.</translation>
    </message>
    <message>
        <source>Insufficient material: Black cannot checkmate by any series of legal moves, so if White&apos;s flag falls the game is drawn.</source>
        <translation>Недостаточно материала: чёрные не могут поставить мат никакой последовательностью допустимых ходов, поэтому, если у белых упадёт флажок, партия закончится вничью.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» — не ход</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no such piece can go there</source>
        <translation>«%1»: так не может пойти ни одна фигура или пешка</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous: it could be %2</source>
        <translation>«%1» — неоднозначная запись: это может быть %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>Ход «%1» невозможен. %2</translation>
    </message>
    <message>
        <source>The Latin K was read as the English king: in Russian notation the king is Кр and the knight is the Cyrillic К.</source>
        <translation>Латинская K прочитана как английский король: в русской нотации король — Кр, а конь — кириллическая К.</translation>
    </message>
    <message>
        <source>The Latin K was read as the Russian knight К: the English king is Кр in Russian notation.</source>
        <translation>Латинская K прочитана как русский конь К: английский король в русской нотации — Кр.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Spanish and Portuguese knight: in Russian notation the bishop is the Cyrillic С and the knight К.</source>
        <translation>Латинская C прочитана как испанский и португальский конь: в русской нотации слон — кириллическая С, а конь — К.</translation>
    </message>
    <message>
        <source>The Latin C was read as the Russian bishop С.</source>
        <translation>Латинская C прочитана как русский слон С.</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>null annotation</source>
        <comment>$0</comment>
        <translation>пустой комментарий</translation>
    </message>
    <message>
        <source>good move</source>
        <comment>$1, !</comment>
        <translation>хороший ход</translation>
    </message>
    <message>
        <source>poor move</source>
        <comment>$2, ?</comment>
        <translation>слабый ход</translation>
    </message>
    <message>
        <source>very good move</source>
        <comment>$3, !!</comment>
        <translation>очень хороший ход</translation>
    </message>
    <message>
        <source>very poor move</source>
        <comment>$4, ??</comment>
        <translation>очень плохой ход, ошибка</translation>
    </message>
    <message>
        <source>speculative move</source>
        <comment>$5, !?</comment>
        <translation>ход, заслуживающий внимания</translation>
    </message>
    <message>
        <source>questionable move</source>
        <comment>$6, ?!</comment>
        <translation>сомнительный ход</translation>
    </message>
    <message>
        <source>forced move (all others lose quickly)</source>
        <comment>$7, □</comment>
        <translation>вынужденный ход (все остальные быстро проигрывают)</translation>
    </message>
    <message>
        <source>singular move (no reasonable alternatives)</source>
        <comment>$8</comment>
        <translation>единственный ход (разумных альтернатив нет)</translation>
    </message>
    <message>
        <source>worst move</source>
        <comment>$9</comment>
        <translation>худший ход</translation>
    </message>
    <message>
        <source>drawish position</source>
        <comment>$10, =</comment>
        <translation>ничейная позиция</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <comment>$11</comment>
        <translation>равные шансы, спокойная позиция</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <comment>$12</comment>
        <translation>равные шансы, острая позиция</translation>
    </message>
    <message>
        <source>unclear position</source>
        <comment>$13, ∞</comment>
        <translation>неясная позиция</translation>
    </message>
    <message>
        <source>White has a slight advantage</source>
        <comment>⩲. Russian chess books print ± for this slight advantage: say so, e.g. “небольшой перевес белых (в русских книгах ±)”</comment>
        <translation>Небольшой перевес белых (в русских книгах ±)</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>⩱. Russian chess books print ∓ for this slight advantage: say so, e.g. “небольшой перевес чёрных (в русских книгах ∓)”</comment>
        <translation>Небольшой перевес чёрных (в русских книгах ∓)</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>±. In Russian books ± means only a slight advantage ($14): make clear that here it is a clear advantage</comment>
        <translation>Явный перевес белых: знак ± в таблице PGN (в русских книгах ± означает лишь небольшой перевес)</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>∓. In Russian books ∓ means only a slight advantage ($15): make clear that here it is a clear advantage</comment>
        <translation>Явный перевес чёрных: знак ∓ в таблице PGN (в русских книгах ∓ означает лишь небольшой перевес)</translation>
    </message>
    <message>
        <source>White has a decisive advantage</source>
        <comment>$18, +−</comment>
        <translation>У белых решающий перевес</translation>
    </message>
    <message>
        <source>Black has a decisive advantage</source>
        <comment>$19, −+</comment>
        <translation>У чёрных решающий перевес</translation>
    </message>
    <message>
        <source>White has a crushing advantage (Black should resign)</source>
        <comment>$20</comment>
        <translation>У белых подавляющий перевес (чёрным пора сдаваться)</translation>
    </message>
    <message>
        <source>Black has a crushing advantage (White should resign)</source>
        <comment>$21</comment>
        <translation>У чёрных подавляющий перевес (белым пора сдаваться)</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <comment>$22, ⨀</comment>
        <translation>Белые в цугцванге</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <comment>$23, ⨀</comment>
        <translation>Чёрные в цугцванге</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <comment>$24</comment>
        <translation>У белых небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <comment>$25</comment>
        <translation>У чёрных небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <comment>$26, ○</comment>
        <translation>У белых заметный перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <comment>$27, ○</comment>
        <translation>У чёрных заметный перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <comment>$28</comment>
        <translation>У белых решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <comment>$29</comment>
        <translation>У чёрных решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a slight time (development) advantage</source>
        <comment>$30</comment>
        <translation>У белых небольшой перевес в развитии</translation>
    </message>
    <message>
        <source>Black has a slight time (development) advantage</source>
        <comment>$31</comment>
        <translation>У чёрных небольшой перевес в развитии</translation>
    </message>
    <message>
        <source>White has a moderate time (development) advantage</source>
        <comment>$32, ⟳</comment>
        <translation>У белых заметный перевес в развитии</translation>
    </message>
    <message>
        <source>Black has a moderate time (development) advantage</source>
        <comment>$33, ⟳</comment>
        <translation>У чёрных заметный перевес в развитии</translation>
    </message>
    <message>
        <source>White has a decisive time (development) advantage</source>
        <comment>$34</comment>
        <translation>У белых решающий перевес в развитии</translation>
    </message>
    <message>
        <source>Black has a decisive time (development) advantage</source>
        <comment>$35</comment>
        <translation>У чёрных решающий перевес в развитии</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <comment>$36, ↑</comment>
        <translation>У белых инициатива</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <comment>$37, ↑</comment>
        <translation>У чёрных инициатива</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <comment>$38</comment>
        <translation>У белых устойчивая инициатива</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <comment>$39</comment>
        <translation>У чёрных устойчивая инициатива</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <comment>$40, →</comment>
        <translation>У белых атака</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <comment>$41, →</comment>
        <translation>У чёрных атака</translation>
    </message>
    <message>
        <source>White has insufficient compensation for material deficit</source>
        <comment>$42</comment>
        <translation>У белых недостаточная компенсация за материал</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for material deficit</source>
        <comment>$43</comment>
        <translation>У чёрных недостаточная компенсация за материал</translation>
    </message>
    <message>
        <source>White has sufficient compensation for material deficit</source>
        <comment>$44, =/∞</comment>
        <translation>У белых достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>Black has sufficient compensation for material deficit</source>
        <comment>$45, =/∞</comment>
        <translation>У чёрных достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>White has more than adequate compensation for material deficit</source>
        <comment>$46</comment>
        <translation>У белых более чем достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>Black has more than adequate compensation for material deficit</source>
        <comment>$47</comment>
        <translation>У чёрных более чем достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>White has a slight center control advantage</source>
        <comment>$48</comment>
        <translation>У белых небольшой перевес в контроле центра</translation>
    </message>
    <message>
        <source>Black has a slight center control advantage</source>
        <comment>$49</comment>
        <translation>У чёрных небольшой перевес в контроле центра</translation>
    </message>
    <message>
        <source>White has a moderate center control advantage</source>
        <comment>$50</comment>
        <translation>У белых заметный перевес в контроле центра</translation>
    </message>
    <message>
        <source>Black has a moderate center control advantage</source>
        <comment>$51</comment>
        <translation>У чёрных заметный перевес в контроле центра</translation>
    </message>
    <message>
        <source>White has a decisive center control advantage</source>
        <comment>$52</comment>
        <translation>У белых решающий перевес в контроле центра</translation>
    </message>
    <message>
        <source>Black has a decisive center control advantage</source>
        <comment>$53</comment>
        <translation>У чёрных решающий перевес в контроле центра</translation>
    </message>
    <message>
        <source>White has a slight kingside control advantage</source>
        <comment>$54</comment>
        <translation>У белых небольшой перевес на королевском фланге</translation>
    </message>
    <message>
        <source>Black has a slight kingside control advantage</source>
        <comment>$55</comment>
        <translation>У чёрных небольшой перевес на королевском фланге</translation>
    </message>
    <message>
        <source>White has a moderate kingside control advantage</source>
        <comment>$56</comment>
        <translation>У белых заметный перевес на королевском фланге</translation>
    </message>
    <message>
        <source>Black has a moderate kingside control advantage</source>
        <comment>$57</comment>
        <translation>У чёрных заметный перевес на королевском фланге</translation>
    </message>
    <message>
        <source>White has a decisive kingside control advantage</source>
        <comment>$58</comment>
        <translation>У белых решающий перевес на королевском фланге</translation>
    </message>
    <message>
        <source>Black has a decisive kingside control advantage</source>
        <comment>$59</comment>
        <translation>У чёрных решающий перевес на королевском фланге</translation>
    </message>
    <message>
        <source>White has a slight queenside control advantage</source>
        <comment>$60</comment>
        <translation>У белых небольшой перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>Black has a slight queenside control advantage</source>
        <comment>$61</comment>
        <translation>У чёрных небольшой перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>White has a moderate queenside control advantage</source>
        <comment>$62</comment>
        <translation>У белых заметный перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>Black has a moderate queenside control advantage</source>
        <comment>$63</comment>
        <translation>У чёрных заметный перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>White has a decisive queenside control advantage</source>
        <comment>$64</comment>
        <translation>У белых решающий перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>Black has a decisive queenside control advantage</source>
        <comment>$65</comment>
        <translation>У чёрных решающий перевес на ферзевом фланге</translation>
    </message>
    <message>
        <source>White has a vulnerable first rank</source>
        <comment>$66</comment>
        <translation>У белых уязвимая первая горизонталь</translation>
    </message>
    <message>
        <source>Black has a vulnerable first rank</source>
        <comment>$67</comment>
        <translation>У чёрных уязвимая первая горизонталь</translation>
    </message>
    <message>
        <source>White has a well protected first rank</source>
        <comment>$68</comment>
        <translation>У белых надёжно защищённая первая горизонталь</translation>
    </message>
    <message>
        <source>Black has a well protected first rank</source>
        <comment>$69</comment>
        <translation>У чёрных надёжно защищённая первая горизонталь</translation>
    </message>
    <message>
        <source>White has a poorly protected king</source>
        <comment>$70</comment>
        <translation>У белых плохо защищённый король</translation>
    </message>
    <message>
        <source>Black has a poorly protected king</source>
        <comment>$71</comment>
        <translation>У чёрных плохо защищённый король</translation>
    </message>
    <message>
        <source>White has a well protected king</source>
        <comment>$72</comment>
        <translation>У белых хорошо защищённый король</translation>
    </message>
    <message>
        <source>Black has a well protected king</source>
        <comment>$73</comment>
        <translation>У чёрных хорошо защищённый король</translation>
    </message>
    <message>
        <source>White has a poorly placed king</source>
        <comment>$74</comment>
        <translation>У белых неудачно расположен король</translation>
    </message>
    <message>
        <source>Black has a poorly placed king</source>
        <comment>$75</comment>
        <translation>У чёрных неудачно расположен король</translation>
    </message>
    <message>
        <source>White has a well placed king</source>
        <comment>$76</comment>
        <translation>У белых хорошо расположен король</translation>
    </message>
    <message>
        <source>Black has a well placed king</source>
        <comment>$77</comment>
        <translation>У чёрных хорошо расположен король</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <comment>$78</comment>
        <translation>У белых очень слабая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <comment>$79</comment>
        <translation>У чёрных очень слабая пешечная структура</translation>
    </message>
    <message>
        <source>White has a moderately weak pawn structure</source>
        <comment>$80</comment>
        <translation>У белых довольно слабая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a moderately weak pawn structure</source>
        <comment>$81</comment>
        <translation>У чёрных довольно слабая пешечная структура</translation>
    </message>
    <message>
        <source>White has a moderately strong pawn structure</source>
        <comment>$82</comment>
        <translation>У белых довольно крепкая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a moderately strong pawn structure</source>
        <comment>$83</comment>
        <translation>У чёрных довольно крепкая пешечная структура</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <comment>$84</comment>
        <translation>У белых очень крепкая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <comment>$85</comment>
        <translation>У чёрных очень крепкая пешечная структура</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <comment>$86</comment>
        <translation>У белых плохо расположены кони</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <comment>$87</comment>
        <translation>У чёрных плохо расположены кони</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <comment>$88</comment>
        <translation>У белых хорошо расположены кони</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <comment>$89</comment>
        <translation>У чёрных хорошо расположены кони</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <comment>$90</comment>
        <translation>У белых плохо расположены слоны</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <comment>$91</comment>
        <translation>У чёрных плохо расположены слоны</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <comment>$92</comment>
        <translation>У белых хорошо расположены слоны</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <comment>$93</comment>
        <translation>У чёрных хорошо расположены слоны</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <comment>$94</comment>
        <translation>У белых плохо расположены ладьи</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <comment>$95</comment>
        <translation>У чёрных плохо расположены ладьи</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <comment>$96</comment>
        <translation>У белых хорошо расположены ладьи</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <comment>$97</comment>
        <translation>У чёрных хорошо расположены ладьи</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <comment>$98</comment>
        <translation>У белых плохо расположен ферзь</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <comment>$99</comment>
        <translation>У чёрных плохо расположен ферзь</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <comment>$100</comment>
        <translation>У белых хорошо расположен ферзь</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <comment>$101</comment>
        <translation>У чёрных хорошо расположен ферзь</translation>
    </message>
    <message>
        <source>White has poor piece coordination</source>
        <comment>$102</comment>
        <translation>У белых плохая координация фигур</translation>
    </message>
    <message>
        <source>Black has poor piece coordination</source>
        <comment>$103</comment>
        <translation>У чёрных плохая координация фигур</translation>
    </message>
    <message>
        <source>White has good piece coordination</source>
        <comment>$104</comment>
        <translation>У белых хорошая координация фигур</translation>
    </message>
    <message>
        <source>Black has good piece coordination</source>
        <comment>$105</comment>
        <translation>У чёрных хорошая координация фигур</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <comment>$106</comment>
        <translation>Белые очень плохо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <comment>$107</comment>
        <translation>Чёрные очень плохо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <comment>$108</comment>
        <translation>Белые плохо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <comment>$109</comment>
        <translation>Чёрные плохо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <comment>$110</comment>
        <translation>Белые хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <comment>$111</comment>
        <translation>Чёрные хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <comment>$112</comment>
        <translation>Белые очень хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <comment>$113</comment>
        <translation>Чёрные очень хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <comment>$114</comment>
        <translation>Белые очень плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <comment>$115</comment>
        <translation>Чёрные очень плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <comment>$116</comment>
        <translation>Белые плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <comment>$117</comment>
        <translation>Чёрные плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <comment>$118</comment>
        <translation>Белые хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <comment>$119</comment>
        <translation>Чёрные хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <comment>$120</comment>
        <translation>Белые очень хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <comment>$121</comment>
        <translation>Чёрные очень хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <comment>$122</comment>
        <translation>Белые очень плохо провели эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <comment>$123</comment>
        <translation>Чёрные очень плохо провели эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <comment>$124</comment>
        <translation>Белые плохо провели эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <comment>$125</comment>
        <translation>Чёрные плохо провели эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <comment>$126</comment>
        <translation>Белые хорошо провели эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <comment>$127</comment>
        <translation>Чёрные хорошо провели эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <comment>$128</comment>
        <translation>Белые очень хорошо провели эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <comment>$129</comment>
        <translation>Чёрные очень хорошо провели эндшпиль</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <comment>$130</comment>
        <translation>У белых небольшая контригра</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <comment>$131</comment>
        <translation>У чёрных небольшая контригра</translation>
    </message>
    <message>
        <source>White has moderate counterplay</source>
        <comment>$132, ⇆</comment>
        <translation>У белых заметная контригра</translation>
    </message>
    <message>
        <source>Black has moderate counterplay</source>
        <comment>$133, ⇆</comment>
        <translation>У чёрных заметная контригра</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <comment>$134</comment>
        <translation>У белых решающая контригра</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <comment>$135</comment>
        <translation>У чёрных решающая контригра</translation>
    </message>
    <message>
        <source>White has moderate time control pressure</source>
        <comment>$136</comment>
        <translation>Белые в цейтноте</translation>
    </message>
    <message>
        <source>Black has moderate time control pressure</source>
        <comment>$137</comment>
        <translation>Чёрные в цейтноте</translation>
    </message>
    <message>
        <source>White has severe time control pressure</source>
        <comment>$138, ⨁</comment>
        <translation>Белые в сильном цейтноте</translation>
    </message>
    <message>
        <source>Black has severe time control pressure</source>
        <comment>$139, ⨁</comment>
        <translation>Чёрные в сильном цейтноте</translation>
    </message>
    <message>
        <source>with the idea</source>
        <comment>$140, ∆</comment>
        <translation>с идеей</translation>
    </message>
    <message>
        <source>aimed against</source>
        <comment>$141, ∇</comment>
        <translation>направлено против</translation>
    </message>
    <message>
        <source>better is</source>
        <comment>$142, ⌓</comment>
        <translation>лучше</translation>
    </message>
    <message>
        <source>worse is</source>
        <comment>$143, &lt;=</comment>
        <translation>хуже</translation>
    </message>
    <message>
        <source>equivalent is</source>
        <comment>$144, ==</comment>
        <translation>равноценно</translation>
    </message>
    <message>
        <source>editorial comment</source>
        <comment>$145, RR</comment>
        <translation>комментарий редакции</translation>
    </message>
    <message>
        <source>novelty</source>
        <comment>$146, N</comment>
        <translation>новинка</translation>
    </message>
    <message>
        <source>White has a slight advantage</source>
        <comment>$14, said aloud: the name alone, no symbol</comment>
        <translation>Небольшой перевес белых</translation>
    </message>
    <message>
        <source>Black has a slight advantage</source>
        <comment>$15, said aloud: the name alone, no symbol</comment>
        <translation>Небольшой перевес чёрных</translation>
    </message>
    <message>
        <source>White has a moderate advantage</source>
        <comment>$16, said aloud: the name alone, no symbol</comment>
        <translation>Явный перевес белых</translation>
    </message>
    <message>
        <source>Black has a moderate advantage</source>
        <comment>$17, said aloud: the name alone, no symbol</comment>
        <translation>Явный перевес чёрных</translation>
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
        <translation>ускоренный дракон</translation>
    </message>
    <message>
        <source>Advance Variation</source>
        <translation>вариант с продвижением</translation>
    </message>
    <message>
        <source>Agincourt Defense</source>
        <translation>защита Азенкур</translation>
    </message>
    <message>
        <source>Alapin Variation</source>
        <translation>вариант Алапина</translation>
    </message>
    <message>
        <source>Albin Countergambit</source>
        <translation>контргамбит Альбина</translation>
    </message>
    <message>
        <source>Alekhine Defense</source>
        <translation>защита Алехина</translation>
    </message>
    <message>
        <source>Alekhine Variation</source>
        <translation>вариант Алехина</translation>
    </message>
    <message>
        <source>Amar Opening</source>
        <translation>дебют Амара</translation>
    </message>
    <message>
        <source>Amazon Attack</source>
        <translation>атака амазонки</translation>
    </message>
    <message>
        <source>Amsterdam Attack</source>
        <translation>амстердамская атака</translation>
    </message>
    <message>
        <source>Anderssen&apos;s Opening</source>
        <translation>дебют Андерсена</translation>
    </message>
    <message>
        <source>Anglo-Indian Defense</source>
        <translation>англо-индийская защита</translation>
    </message>
    <message>
        <source>Anglo-Slav Variation</source>
        <translation>англо-славянский вариант</translation>
    </message>
    <message>
        <source>Australian Defense</source>
        <translation>австралийская защита</translation>
    </message>
    <message>
        <source>Austrian Attack</source>
        <translation>австрийская атака</translation>
    </message>
    <message>
        <source>Averbakh Variation</source>
        <translation>вариант Авербаха</translation>
    </message>
    <message>
        <source>Barnes Defense</source>
        <translation>защита Барнса</translation>
    </message>
    <message>
        <source>Barnes Opening</source>
        <translation>дебют Барнса</translation>
    </message>
    <message>
        <source>Basque Opening</source>
        <translation>баскский дебют</translation>
    </message>
    <message>
        <source>Benko Gambit</source>
        <translation>гамбит Бенко</translation>
    </message>
    <message>
        <source>Benko Gambit Accepted</source>
        <translation>принятый гамбит Бенко</translation>
    </message>
    <message>
        <source>Benko Gambit Declined</source>
        <translation>отказанный гамбит Бенко</translation>
    </message>
    <message>
        <source>Benoni Defense</source>
        <translation>защита Бенони</translation>
    </message>
    <message>
        <source>Berlin Defense</source>
        <translation>берлинская защита</translation>
    </message>
    <message>
        <source>Bird Opening</source>
        <translation>дебют Берда</translation>
    </message>
    <message>
        <source>Bishop&apos;s Gambit</source>
        <translation>гамбит слона</translation>
    </message>
    <message>
        <source>Bishop&apos;s Opening</source>
        <translation>дебют слона</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit</source>
        <translation>гамбит Блекмара — Димера</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Accepted</source>
        <translation>принятый гамбит Блекмара — Димера</translation>
    </message>
    <message>
        <source>Blackmar-Diemer Gambit Declined</source>
        <translation>отказанный гамбит Блекмара — Димера</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit</source>
        <translation>контргамбит Блюменфельда</translation>
    </message>
    <message>
        <source>Blumenfeld Countergambit Accepted</source>
        <translation>принятый контргамбит Блюменфельда</translation>
    </message>
    <message>
        <source>Bogo-Indian Defense</source>
        <translation>защита Боголюбова</translation>
    </message>
    <message>
        <source>Bogoljubow Defense</source>
        <translation>защита Боголюбова</translation>
    </message>
    <message>
        <source>Bogoljubow Variation</source>
        <translation>вариант Боголюбова</translation>
    </message>
    <message>
        <source>Bongcloud Attack</source>
        <translation>атака «бонгклауд»</translation>
    </message>
    <message>
        <source>Borg Defense</source>
        <translation>защита Борга</translation>
    </message>
    <message>
        <source>Botvinnik Variation</source>
        <translation>вариант Ботвинника</translation>
    </message>
    <message>
        <source>Breyer Variation</source>
        <translation>вариант Бреера</translation>
    </message>
    <message>
        <source>Bronstein Variation</source>
        <translation>вариант Бронштейна</translation>
    </message>
    <message>
        <source>Budapest Gambit Accepted</source>
        <translation>принятый будапештский гамбит</translation>
    </message>
    <message>
        <source>Canard Opening</source>
        <translation>дебют «утка»</translation>
    </message>
    <message>
        <source>Capablanca Variation</source>
        <translation>вариант Капабланки</translation>
    </message>
    <message>
        <source>Carlsbad Variation</source>
        <translation>карлсбадский вариант</translation>
    </message>
    <message>
        <source>Caro-Kann Defense</source>
        <translation>защита Каро — Канн</translation>
    </message>
    <message>
        <source>Carr Defense</source>
        <translation>защита Карра</translation>
    </message>
    <message>
        <source>Catalan Opening</source>
        <translation>каталонское начало</translation>
    </message>
    <message>
        <source>Center Game</source>
        <translation>центральный дебют</translation>
    </message>
    <message>
        <source>Center Game Accepted</source>
        <translation>принятый центральный дебют</translation>
    </message>
    <message>
        <source>Central Variation</source>
        <translation>центральный вариант</translation>
    </message>
    <message>
        <source>Chigorin Defense</source>
        <translation>защита Чигорина</translation>
    </message>
    <message>
        <source>Chigorin Variation</source>
        <translation>вариант Чигорина</translation>
    </message>
    <message>
        <source>Classical Attack</source>
        <translation>классическая атака</translation>
    </message>
    <message>
        <source>Classical Defense</source>
        <translation>классическая защита</translation>
    </message>
    <message>
        <source>Classical Variation</source>
        <translation>классический вариант</translation>
    </message>
    <message>
        <source>Clemenz Opening</source>
        <translation>дебют Клеменца</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>закрытый вариант</translation>
    </message>
    <message>
        <source>Closed Variation</source>
        <translation>закрытый вариант</translation>
    </message>
    <message>
        <source>Colle System</source>
        <translation>система Колле</translation>
    </message>
    <message>
        <source>Creepy Crawly Formation</source>
        <translation>построение «ползучий гад»</translation>
    </message>
    <message>
        <source>Czech Defense</source>
        <translation>чешская защита</translation>
    </message>
    <message>
        <source>Czech Variation</source>
        <translation>чешский вариант</translation>
    </message>
    <message>
        <source>Danish Gambit</source>
        <translation>датский гамбит</translation>
    </message>
    <message>
        <source>Danish Gambit Accepted</source>
        <translation>принятый датский гамбит</translation>
    </message>
    <message>
        <source>Danish Gambit Declined</source>
        <translation>отказанный датский гамбит</translation>
    </message>
    <message>
        <source>Dragon Variation</source>
        <translation>вариант дракона</translation>
    </message>
    <message>
        <source>Dresden Opening</source>
        <translation>дрезденский дебют</translation>
    </message>
    <message>
        <source>Duras Gambit</source>
        <translation>гамбит Дураса</translation>
    </message>
    <message>
        <source>Dutch Defense</source>
        <translation>голландская защита</translation>
    </message>
    <message>
        <source>Döry Defense</source>
        <translation>защита Дёри</translation>
    </message>
    <message>
        <source>East Indian Defense</source>
        <translation>восточноиндийская защита</translation>
    </message>
    <message>
        <source>Elephant Gambit</source>
        <translation>слоновый гамбит</translation>
    </message>
    <message>
        <source>English Attack</source>
        <translation>английская атака</translation>
    </message>
    <message>
        <source>English Defense</source>
        <translation>английская защита</translation>
    </message>
    <message>
        <source>English Opening</source>
        <translation>английское начало</translation>
    </message>
    <message>
        <source>English Orangutan</source>
        <translation>английский орангутан</translation>
    </message>
    <message>
        <source>Englund Gambit</source>
        <translation>гамбит Энглунда</translation>
    </message>
    <message>
        <source>Englund Gambit Declined</source>
        <translation>отказанный гамбит Энглунда</translation>
    </message>
    <message>
        <source>Evans Gambit</source>
        <translation>гамбит Эванса</translation>
    </message>
    <message>
        <source>Evans Gambit Declined</source>
        <translation>отказанный гамбит Эванса</translation>
    </message>
    <message>
        <source>Exchange Variation</source>
        <translation>разменный вариант</translation>
    </message>
    <message>
        <source>Falkbeer Countergambit</source>
        <translation>контргамбит Фалькбеера</translation>
    </message>
    <message>
        <source>Fianchetto Defense</source>
        <translation>защита с фианкеттированием</translation>
    </message>
    <message>
        <source>Fianchetto Line</source>
        <translation>продолжение с фианкеттированием</translation>
    </message>
    <message>
        <source>Fianchetto Variation</source>
        <translation>вариант с фианкеттированием</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>построение</translation>
    </message>
    <message>
        <source>Four Knights Game</source>
        <translation>дебют четырёх коней</translation>
    </message>
    <message>
        <source>Four Knights Variation</source>
        <translation>вариант четырёх коней</translation>
    </message>
    <message>
        <source>Four Pawns Attack</source>
        <translation>атака четырёх пешек</translation>
    </message>
    <message>
        <source>French Defense</source>
        <translation>французская защита</translation>
    </message>
    <message>
        <source>Fried Fox Defense</source>
        <translation>защита «жареный лис»</translation>
    </message>
    <message>
        <source>Giuoco Pianissimo</source>
        <translation>джуоко пианиссимо</translation>
    </message>
    <message>
        <source>Giuoco Piano</source>
        <translation>джуоко пиано</translation>
    </message>
    <message>
        <source>Gligoric System</source>
        <translation>система Глигорича</translation>
    </message>
    <message>
        <source>Global Opening</source>
        <translation>глобальный дебют</translation>
    </message>
    <message>
        <source>Goldsmith Defense</source>
        <translation>защита Голдсмита</translation>
    </message>
    <message>
        <source>Greco Gambit</source>
        <translation>гамбит Греко</translation>
    </message>
    <message>
        <source>Grob Opening</source>
        <translation>дебют Гроба</translation>
    </message>
    <message>
        <source>Grünfeld Defense</source>
        <translation>защита Грюнфельда</translation>
    </message>
    <message>
        <source>Gunderam Defense</source>
        <translation>защита Гундерама</translation>
    </message>
    <message>
        <source>Harrwitz Attack</source>
        <translation>атака Гаррвица</translation>
    </message>
    <message>
        <source>Hippopotamus Defense</source>
        <translation>защита «бегемот»</translation>
    </message>
    <message>
        <source>Horwitz Defense</source>
        <translation>защита Горвица</translation>
    </message>
    <message>
        <source>Hungarian Opening</source>
        <translation>венгерский дебют</translation>
    </message>
    <message>
        <source>Indian Defense</source>
        <translation>индийская защита</translation>
    </message>
    <message>
        <source>Irish Gambit</source>
        <translation>ирландский гамбит</translation>
    </message>
    <message>
        <source>Italian Game</source>
        <translation>итальянская партия</translation>
    </message>
    <message>
        <source>Janowski Variation</source>
        <translation>вариант Яновского</translation>
    </message>
    <message>
        <source>Kan Variation</source>
        <translation>вариант Кана</translation>
    </message>
    <message>
        <source>Kangaroo Defense</source>
        <translation>защита «кенгуру»</translation>
    </message>
    <message>
        <source>Karpov Variation</source>
        <translation>вариант Карпова</translation>
    </message>
    <message>
        <source>Kasparov-Petrosian Variation</source>
        <translation>вариант Каспарова — Петросяна</translation>
    </message>
    <message>
        <source>Kennedy Variation</source>
        <translation>вариант Кеннеди</translation>
    </message>
    <message>
        <source>Keres Variation</source>
        <translation>вариант Кереса</translation>
    </message>
    <message>
        <source>Kieseritzky Gambit</source>
        <translation>гамбит Кизерицкого</translation>
    </message>
    <message>
        <source>King&apos;s English Variation</source>
        <translation>вариант «королевский английский»</translation>
    </message>
    <message>
        <source>King&apos;s Gambit</source>
        <translation>королевский гамбит</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Accepted</source>
        <translation>принятый королевский гамбит</translation>
    </message>
    <message>
        <source>King&apos;s Gambit Declined</source>
        <translation>отказанный королевский гамбит</translation>
    </message>
    <message>
        <source>King&apos;s Indian Attack</source>
        <translation>староиндийская атака</translation>
    </message>
    <message>
        <source>King&apos;s Indian Defense</source>
        <translation>староиндийская защита</translation>
    </message>
    <message>
        <source>King&apos;s Knight Opening</source>
        <translation>дебют королевского коня</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Game</source>
        <translation>дебют королевской пешки</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Line</source>
        <translation>продолжение ходом королевской пешки</translation>
    </message>
    <message>
        <source>King&apos;s Pawn Opening</source>
        <translation>начало ходом королевской пешки</translation>
    </message>
    <message>
        <source>Kádas Opening</source>
        <translation>дебют Кадаша</translation>
    </message>
    <message>
        <source>Lasker Defense</source>
        <translation>защита Ласкера</translation>
    </message>
    <message>
        <source>Lasker Simul Special</source>
        <translation>сеансовый дебют Ласкера</translation>
    </message>
    <message>
        <source>Lasker Variation</source>
        <translation>вариант Ласкера</translation>
    </message>
    <message>
        <source>Lasker-Pelikan Variation</source>
        <translation>вариант Ласкера — Пеликана</translation>
    </message>
    <message>
        <source>Latvian Gambit</source>
        <translation>латышский гамбит</translation>
    </message>
    <message>
        <source>Latvian Gambit Accepted</source>
        <translation>принятый латышский гамбит</translation>
    </message>
    <message>
        <source>Lemming Defense</source>
        <translation>защита «лемминг»</translation>
    </message>
    <message>
        <source>Leningrad Variation</source>
        <translation>ленинградский вариант</translation>
    </message>
    <message>
        <source>Lion Defense</source>
        <translation>защита «лев»</translation>
    </message>
    <message>
        <source>Lion Variation</source>
        <translation>вариант «лев»</translation>
    </message>
    <message>
        <source>London System</source>
        <translation>лондонская система</translation>
    </message>
    <message>
        <source>Main Line</source>
        <translation>основной вариант</translation>
    </message>
    <message>
        <source>Marienbad System</source>
        <translation>мариенбадская система</translation>
    </message>
    <message>
        <source>Marshall Attack</source>
        <translation>атака Маршалла</translation>
    </message>
    <message>
        <source>Marshall Gambit</source>
        <translation>гамбит Маршалла</translation>
    </message>
    <message>
        <source>Maróczy Bind</source>
        <translation>построение Мароци</translation>
    </message>
    <message>
        <source>Max Lange Attack</source>
        <translation>атака Макса Ланге</translation>
    </message>
    <message>
        <source>McCutcheon Variation</source>
        <translation>вариант Маккатчена</translation>
    </message>
    <message>
        <source>Meran Variation</source>
        <translation>меранский вариант</translation>
    </message>
    <message>
        <source>Mexican Defense</source>
        <translation>мексиканская защита</translation>
    </message>
    <message>
        <source>Mieses Opening</source>
        <translation>дебют Мизеса</translation>
    </message>
    <message>
        <source>Mikenas Defense</source>
        <translation>защита Микенаса</translation>
    </message>
    <message>
        <source>Modern Attack</source>
        <translation>современная атака</translation>
    </message>
    <message>
        <source>Modern Defense</source>
        <translation>современная защита</translation>
    </message>
    <message>
        <source>Modern Line</source>
        <translation>современное продолжение</translation>
    </message>
    <message>
        <source>Modern Steinitz Defense</source>
        <translation>улучшенная защита Стейница</translation>
    </message>
    <message>
        <source>Modern Variation</source>
        <translation>современный вариант</translation>
    </message>
    <message>
        <source>Montevideo Defense</source>
        <translation>защита Монтевидео</translation>
    </message>
    <message>
        <source>Morphy Defense</source>
        <translation>защита Морфи</translation>
    </message>
    <message>
        <source>Moscow Variation</source>
        <translation>московский вариант</translation>
    </message>
    <message>
        <source>Najdorf Variation</source>
        <translation>вариант Найдорфа</translation>
    </message>
    <message>
        <source>Neo-Catalan Declined</source>
        <translation>отказанный неокаталонский вариант</translation>
    </message>
    <message>
        <source>Neo-Grünfeld Defense</source>
        <translation>защита Нео-Грюнфельда</translation>
    </message>
    <message>
        <source>Nimzo-Indian Defense</source>
        <translation>нимцоиндийская защита</translation>
    </message>
    <message>
        <source>Nimzo-Larsen Attack</source>
        <translation>атака Нимцовича — Ларсена</translation>
    </message>
    <message>
        <source>Nimzowitsch Defense</source>
        <translation>защита Нимцовича</translation>
    </message>
    <message>
        <source>Nimzowitsch Variation</source>
        <translation>вариант Нимцовича</translation>
    </message>
    <message>
        <source>Normal Variation</source>
        <translation>обычный вариант</translation>
    </message>
    <message>
        <source>Nyezhmetdinov-Rossolimo Attack</source>
        <translation>атака Нежметдинова — Россолимо</translation>
    </message>
    <message>
        <source>O&apos;Kelly Variation</source>
        <translation>вариант О’Келли</translation>
    </message>
    <message>
        <source>Old Indian Defense</source>
        <translation>древнеиндийская защита</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>открытый вариант</translation>
    </message>
    <message>
        <source>Open Defense</source>
        <translation>открытая защита</translation>
    </message>
    <message>
        <source>Open System</source>
        <translation>открытая система</translation>
    </message>
    <message>
        <source>Orthodox Defense</source>
        <translation>ортодоксальная защита</translation>
    </message>
    <message>
        <source>Orthodox Variation</source>
        <translation>ортодоксальный вариант</translation>
    </message>
    <message>
        <source>Owen Defense</source>
        <translation>защита Оуэна</translation>
    </message>
    <message>
        <source>Paleface Attack</source>
        <translation>атака «бледнолицый»</translation>
    </message>
    <message>
        <source>Panov Attack</source>
        <translation>атака Панова</translation>
    </message>
    <message>
        <source>Paulsen Variation</source>
        <translation>вариант Паульсена</translation>
    </message>
    <message>
        <source>Petrosian Variation</source>
        <translation>вариант Петросяна</translation>
    </message>
    <message>
        <source>Petrov&apos;s Defense</source>
        <translation>русская партия</translation>
    </message>
    <message>
        <source>Philidor Defense</source>
        <translation>защита Филидора</translation>
    </message>
    <message>
        <source>Pirc Defense</source>
        <translation>защита Пирца</translation>
    </message>
    <message>
        <source>Poisoned Pawn Variation</source>
        <translation>вариант с отравленной пешкой</translation>
    </message>
    <message>
        <source>Polerio Defense</source>
        <translation>защита Полерио</translation>
    </message>
    <message>
        <source>Polish Defense</source>
        <translation>польская защита</translation>
    </message>
    <message>
        <source>Polish Opening</source>
        <translation>дебют Сокольского</translation>
    </message>
    <message>
        <source>Ponziani Opening</source>
        <translation>дебют Понциани</translation>
    </message>
    <message>
        <source>Portuguese Gambit</source>
        <translation>португальский гамбит</translation>
    </message>
    <message>
        <source>Portuguese Opening</source>
        <translation>португальский дебют</translation>
    </message>
    <message>
        <source>Positional Variation</source>
        <translation>позиционный вариант</translation>
    </message>
    <message>
        <source>Pseudo Queen&apos;s Indian Defense</source>
        <translation>псевдоновоиндийская защита</translation>
    </message>
    <message>
        <source>Pterodactyl Defense</source>
        <translation>защита «птеродактиль»</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit</source>
        <translation>ферзевый гамбит</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Accepted</source>
        <translation>принятый ферзевый гамбит</translation>
    </message>
    <message>
        <source>Queen&apos;s Gambit Declined</source>
        <translation>отказанный ферзевый гамбит</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Accelerated</source>
        <translation>ускоренная новоиндийская защита</translation>
    </message>
    <message>
        <source>Queen&apos;s Indian Defense</source>
        <translation>новоиндийская защита</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn</source>
        <translation>ферзевая пешка</translation>
    </message>
    <message>
        <source>Queen&apos;s Pawn Game</source>
        <translation>дебют ферзевой пешки</translation>
    </message>
    <message>
        <source>Quiet Variation</source>
        <translation>спокойный вариант</translation>
    </message>
    <message>
        <source>Rapport-Jobava System</source>
        <translation>система Раппорта — Джобавы</translation>
    </message>
    <message>
        <source>Rat Defense</source>
        <translation>защита «крыса»</translation>
    </message>
    <message>
        <source>Retreat Variation</source>
        <translation>вариант с отступлением</translation>
    </message>
    <message>
        <source>Richter-Rauzer Variation</source>
        <translation>вариант Рихтера — Раузера</translation>
    </message>
    <message>
        <source>Richter-Veresov Attack</source>
        <translation>атака Рихтера — Вересова</translation>
    </message>
    <message>
        <source>Robatsch Defense</source>
        <translation>защита Робача</translation>
    </message>
    <message>
        <source>Rubinstein Opening</source>
        <translation>дебют Рубинштейна</translation>
    </message>
    <message>
        <source>Rubinstein System</source>
        <translation>система Рубинштейна</translation>
    </message>
    <message>
        <source>Rubinstein Variation</source>
        <translation>вариант Рубинштейна</translation>
    </message>
    <message>
        <source>Russian Variation</source>
        <translation>русский вариант</translation>
    </message>
    <message>
        <source>Ruy Lopez</source>
        <translation>испанская партия</translation>
    </message>
    <message>
        <source>Réti Opening</source>
        <translation>дебют Рети</translation>
    </message>
    <message>
        <source>Saragossa Opening</source>
        <translation>дебют Сарагоса</translation>
    </message>
    <message>
        <source>Scandinavian Defense</source>
        <translation>скандинавская защита</translation>
    </message>
    <message>
        <source>Scandinavian Variation</source>
        <translation>скандинавский вариант</translation>
    </message>
    <message>
        <source>Scheveningen Variation</source>
        <translation>схевенингенский вариант</translation>
    </message>
    <message>
        <source>Schliemann Defense</source>
        <translation>защита Шлимана</translation>
    </message>
    <message>
        <source>Scotch Gambit</source>
        <translation>шотландский гамбит</translation>
    </message>
    <message>
        <source>Scotch Game</source>
        <translation>шотландская партия</translation>
    </message>
    <message>
        <source>Semi-Slav Defense</source>
        <translation>полуславянская защита</translation>
    </message>
    <message>
        <source>Semi-Slav Defense Accepted</source>
        <translation>принятая полуславянская защита</translation>
    </message>
    <message>
        <source>Semi-Tarrasch Defense</source>
        <translation>улучшенная защита Тарраша</translation>
    </message>
    <message>
        <source>Sicilian</source>
        <translation>сицилианская схема</translation>
    </message>
    <message>
        <source>Sicilian Defense</source>
        <translation>сицилианская защита</translation>
    </message>
    <message>
        <source>Slav Defense</source>
        <translation>славянская защита</translation>
    </message>
    <message>
        <source>Slav Indian</source>
        <translation>славяно-индийская защита</translation>
    </message>
    <message>
        <source>Smith-Morra Gambit Accepted</source>
        <translation>принятый гамбит Смита — Морры</translation>
    </message>
    <message>
        <source>Smyslov Variation</source>
        <translation>вариант Смыслова</translation>
    </message>
    <message>
        <source>Sodium Attack</source>
        <translation>атака «натрий»</translation>
    </message>
    <message>
        <source>Spanish Variation</source>
        <translation>испанский вариант</translation>
    </message>
    <message>
        <source>Spassky Variation</source>
        <translation>вариант Спасского</translation>
    </message>
    <message>
        <source>Spielmann Variation</source>
        <translation>вариант Шпильмана</translation>
    </message>
    <message>
        <source>St. George Defense</source>
        <translation>защита Святого Георгия</translation>
    </message>
    <message>
        <source>St. Petersburg Variation</source>
        <translation>петербургский вариант</translation>
    </message>
    <message>
        <source>Stanley Variation</source>
        <translation>вариант Стэнли</translation>
    </message>
    <message>
        <source>Staunton Gambit</source>
        <translation>гамбит Стаунтона</translation>
    </message>
    <message>
        <source>Steinitz Variation</source>
        <translation>вариант Стейница</translation>
    </message>
    <message>
        <source>Stoltz Variation</source>
        <translation>вариант Штольца</translation>
    </message>
    <message>
        <source>Stonewall Variation</source>
        <translation>вариант «каменная стена»</translation>
    </message>
    <message>
        <source>Symmetrical Variation</source>
        <translation>симметричный вариант</translation>
    </message>
    <message>
        <source>Sämisch Variation</source>
        <translation>вариант Земиша</translation>
    </message>
    <message>
        <source>Taimanov Variation</source>
        <translation>вариант Тайманова</translation>
    </message>
    <message>
        <source>Tarrasch Defense</source>
        <translation>защита Тарраша</translation>
    </message>
    <message>
        <source>Tarrasch Variation</source>
        <translation>вариант Тарраша</translation>
    </message>
    <message>
        <source>Tartakower Variation</source>
        <translation>вариант Тартаковера</translation>
    </message>
    <message>
        <source>Three Knights Opening</source>
        <translation>дебют трёх коней</translation>
    </message>
    <message>
        <source>Three Knights Variation</source>
        <translation>вариант трёх коней</translation>
    </message>
    <message>
        <source>Torre Attack</source>
        <translation>атака Торре</translation>
    </message>
    <message>
        <source>Traditional Variation</source>
        <translation>традиционный вариант</translation>
    </message>
    <message>
        <source>Trompowsky Attack</source>
        <translation>атака Тромповского</translation>
    </message>
    <message>
        <source>Two Knights Defense</source>
        <translation>защита двух коней</translation>
    </message>
    <message>
        <source>Two Knights Variation</source>
        <translation>вариант двух коней</translation>
    </message>
    <message>
        <source>Valencia Opening</source>
        <translation>валенсийский дебют</translation>
    </message>
    <message>
        <source>Van Geet Opening</source>
        <translation>дебют ван Геета</translation>
    </message>
    <message>
        <source>Van&apos;t Kruijs Opening</source>
        <translation>дебют ван’т Крёйса</translation>
    </message>
    <message>
        <source>Vienna Gambit</source>
        <translation>венский гамбит</translation>
    </message>
    <message>
        <source>Vienna Game</source>
        <translation>венская партия</translation>
    </message>
    <message>
        <source>Vulture Defense</source>
        <translation>защита «гриф»</translation>
    </message>
    <message>
        <source>Wade Defense</source>
        <translation>защита Уэйда</translation>
    </message>
    <message>
        <source>Ware Defense</source>
        <translation>защита Уэра</translation>
    </message>
    <message>
        <source>Ware Opening</source>
        <translation>дебют Уэра</translation>
    </message>
    <message>
        <source>Winawer Variation</source>
        <translation>вариант Винавера</translation>
    </message>
    <message>
        <source>Wing Gambit</source>
        <translation>фланговый гамбит</translation>
    </message>
    <message>
        <source>Yugoslav Attack</source>
        <translation>югославская атака</translation>
    </message>
    <message>
        <source>Yugoslav Variation</source>
        <translation>югославский вариант</translation>
    </message>
    <message>
        <source>Yusupov-Rubinstein System</source>
        <translation>система Юсупова — Рубинштейна</translation>
    </message>
    <message>
        <source>Zaire Defense</source>
        <translation>заирская защита</translation>
    </message>
    <message>
        <source>Zilbermints Gambit</source>
        <translation>гамбит Зильберминца</translation>
    </message>
    <message>
        <source>Zukertort Defense</source>
        <translation>защита Цукерторта</translation>
    </message>
    <message>
        <source>Zukertort Opening</source>
        <translation>дебют Цукерторта</translation>
    </message>
    <message>
        <source>with Max Lange Defense</source>
        <translation>с защитой Макса Ланге</translation>
    </message>
    <message>
        <source>%1 Accepted</source>
        <extracomment>A gambit taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;), translated with these patterns. Opening names: write every name as it stands after &quot;Sicilian Defense:&quot; in your language (the first letter of a whole name is made a capital).</extracomment>
        <translation>принятый %1</translation>
    </message>
    <message>
        <source>%1 Declined</source>
        <extracomment>A gambit not taken: &quot;%1&quot; is the gambit (&quot;Evans Gambit&quot;).</extracomment>
        <translation>отказанный %1</translation>
    </message>
    <message>
        <source>%1 Deferred</source>
        <extracomment>A line played a few moves later than usual: &quot;%1&quot; is it (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>%1 в отсроченной форме</translation>
    </message>
    <message>
        <source>%1 Variation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English: a player, a place (&quot;Najdorf Variation&quot;).</extracomment>
        <translation>вариант %1</translation>
    </message>
    <message>
        <source>%1 Gambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Smith-Morra Gambit&quot;).</extracomment>
        <translation>гамбит %1</translation>
    </message>
    <message>
        <source>%1 Countergambit</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Countergambit&quot;).</extracomment>
        <translation>контргамбит %1</translation>
    </message>
    <message>
        <source>%1 Defense</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Steinitz Defense&quot;).</extracomment>
        <translation>защита %1</translation>
    </message>
    <message>
        <source>%1 Attack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Richter Attack&quot;).</extracomment>
        <translation>атака %1</translation>
    </message>
    <message>
        <source>%1 Counterattack</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Brussels Counterattack&quot;).</extracomment>
        <translation>контратака %1</translation>
    </message>
    <message>
        <source>%1 System</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Stonewall System&quot;).</extracomment>
        <translation>система %1</translation>
    </message>
    <message>
        <source>%1 Line</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Fischer Line&quot;).</extracomment>
        <translation>продолжение %1</translation>
    </message>
    <message>
        <source>%1 Formation</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Hedgehog Formation&quot;).</extracomment>
        <translation>построение %1</translation>
    </message>
    <message>
        <source>%1 Trap</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Noah&apos;s Ark Trap&quot;).</extracomment>
        <translation>ловушка %1</translation>
    </message>
    <message>
        <source>%1 Opening</source>
        <extracomment>&quot;%1&quot; is a name kept as written in English (&quot;Mieses Opening&quot;).</extracomment>
        <translation>дебют %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>A line told apart by the moves in &quot;%1&quot;, in English notation (&quot;with Bc4&quot;).</extracomment>
        <translation>с %1</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>неожиданное «%1»</translation>
    </message>
    <message>
        <source>a tag name must follow &quot;[&quot;, not &quot;%1&quot;</source>
        <translation>после «[» должно идти имя тега, а не «%1»</translation>
    </message>
    <message>
        <source>a quoted tag value must follow the tag name, not &quot;%1&quot;</source>
        <translation>после имени тега должно идти значение в кавычках, а не «%1»</translation>
    </message>
    <message>
        <source>&quot;]&quot; must close the tag, not &quot;%1&quot;</source>
        <translation>тег должен закрываться «]», а не «%1»</translation>
    </message>
    <message>
        <source>the tag value is not closed by &quot; on its line</source>
        <translation>значение тега не закрыто кавычкой &quot; в той же строке</translation>
    </message>
    <message>
        <source>the comment starting here is never closed by &quot;}&quot;</source>
        <translation>комментарий, начинающийся здесь, так и не закрыт «}»</translation>
    </message>
    <message>
        <source>the FEN tag cannot be read: %1</source>
        <translation>не удаётся прочитать тег FEN: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» — не ход</translation>
    </message>
    <message>
        <source>no piece can make the move &quot;%1&quot;</source>
        <translation>ни одна фигура или пешка не может сделать ход «%1»</translation>
    </message>
    <message>
        <source>the move &quot;%1&quot; is ambiguous: it can be %2</source>
        <translation>ход «%1» записан неоднозначно: это может быть %2</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;. %2</source>
        <translation>невозможный ход «%1». %2</translation>
    </message>
    <message>
        <source>a null move is not possible while in check</source>
        <translation>пустой ход невозможен, когда король под шахом</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NAG ($0 to $255)</source>
        <translation>«%1» — не NAG (от $0 до $255)</translation>
    </message>
    <message>
        <source>a variation must follow the move it replaces</source>
        <translation>вариант должен идти после хода, который он заменяет</translation>
    </message>
    <message>
        <source>the game ends before its variation is closed by &quot;)&quot;</source>
        <translation>партия заканчивается раньше, чем вариант закрыт «)»</translation>
    </message>
    <message>
        <source>&quot;)&quot; closes no variation</source>
        <translation>«)» не закрывает никакого варианта</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>партия %1, строка %2, столбец %3: %4</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <source>UTF-16 little-endian</source>
        <translation>UTF-16 с порядком байтов от младшего к старшему (little-endian)</translation>
    </message>
    <message>
        <source>UTF-16 big-endian</source>
        <translation>UTF-16 с порядком байтов от старшего к младшему (big-endian)</translation>
    </message>
    <message>
        <source>UTF-32 little-endian</source>
        <translation>UTF-32 с порядком байтов от младшего к старшему (little-endian)</translation>
    </message>
    <message>
        <source>UTF-32 big-endian</source>
        <translation>UTF-32 с порядком байтов от старшего к младшему (big-endian)</translation>
    </message>
    <message>
        <source>&quot;%1…&quot; is longer than %2, the most a move or symbol may take</source>
        <translation>«%1…» длиннее %2 — предела для хода или другого символа</translation>
    </message>
    <message>
        <source>the tag value &quot;%1…&quot; is longer than %2, the most a tag value may take</source>
        <translation>значение тега «%1…» длиннее %2 — предела для значения тега</translation>
    </message>
    <message>
        <source>the comment starting here is longer than %1, the most a comment may take</source>
        <translation>комментарий, начинающийся здесь, длиннее %1 — предела для комментария</translation>
    </message>
    <message>
        <source>the game is longer than %1, the most a game may take</source>
        <translation>партия длиннее %1 — предела для одной партии</translation>
    </message>
    <message>
        <source>the game has more than %1 moves (variations included), the most a game may have</source>
        <translation>в партии больше %1 ходов (вместе с вариантами) — больше, чем допускается для одной партии</translation>
    </message>
    <message>
        <source>the file is %1 text; Ferz reads PGN in UTF-8, Latin-1 or Windows-1251</source>
        <translation>файл — текст в кодировке %1; Ferz читает PGN в UTF-8, Latin-1 или Windows-1251</translation>
    </message>
    <message>
        <source>the game has more than %1 errors; the others are not listed</source>
        <translation>в партии больше %1 ошибок; остальные не перечислены</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (кириллица)</translation>
    </message>
    <message>
        <source>Latin-1 (Western European)</source>
        <translation>Latin-1 (западноевропейская)</translation>
    </message>
    <message>
        <source>Some names or comments of this game are not UTF-8: they were read as %1.</source>
        <translation>Некоторые имена или комментарии этой партии записаны не в UTF-8: они прочитаны как %1.</translation>
    </message>
    <message>
        <source>the variant &quot;%1&quot; is neither standard chess nor Chess960</source>
        <translation>вариант «%1» — не классические шахматы и не шахматы Фишера</translation>
    </message>
    <message>
        <source>a Chess960 game needs its start position in a FEN tag</source>
        <translation>для партии в шахматы Фишера нужна начальная позиция в теге FEN</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>the file became shorter while it was copied</source>
        <translation>файл стал короче, пока его копировали</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>is not a regular file (a folder, a device or a pipe): games are read from files only</source>
        <translation>это не обычный файл (папка, устройство или канал): партии читаются только из файлов</translation>
    </message>
</context>
<context>
    <name>PositionWords</name>
    <message numerus="yes">
        <source>%n pawn(s): %1</source>
        <translation>
            <numerusform>%n пешка: %1</numerusform>
            <numerusform>%n пешки: %1</numerusform>
            <numerusform>%n пешек: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s): %1</source>
        <translation>
            <numerusform>%n конь: %1</numerusform>
            <numerusform>%n коня: %1</numerusform>
            <numerusform>%n коней: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bishop(s): %1</source>
        <translation>
            <numerusform>%n слон: %1</numerusform>
            <numerusform>%n слона: %1</numerusform>
            <numerusform>%n слонов: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rook(s): %1</source>
        <translation>
            <numerusform>%n ладья: %1</numerusform>
            <numerusform>%n ладьи: %1</numerusform>
            <numerusform>%n ладей: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s): %1</source>
        <translation>
            <numerusform>%n ферзь: %1</numerusform>
            <numerusform>%n ферзя: %1</numerusform>
            <numerusform>%n ферзей: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n king(s): %1</source>
        <translation>
            <numerusform>%n король: %1</numerusform>
            <numerusform>%n короля: %1</numerusform>
            <numerusform>%n королей: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Белые: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Чёрные: %1.</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Горизонталь %1</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1: пусто.</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>Вертикаль %1</translation>
    </message>
    <message>
        <source>%1: it is White&apos;s turn.</source>
        <translation>%1: сейчас ход белых.</translation>
    </message>
    <message>
        <source>%1: it is Black&apos;s turn.</source>
        <translation>%1: сейчас ход чёрных.</translation>
    </message>
    <message>
        <source>%1: no legal move.</source>
        <translation>%1: ходов нет.</translation>
    </message>
    <message>
        <source>%1. Legal moves: %2.</source>
        <translation>%1. Возможные ходы: %2.</translation>
    </message>
    <message>
        <source>Attacked by %1.</source>
        <translation>Под боем у: %1.</translation>
    </message>
    <message>
        <source>Not attacked.</source>
        <translation>Не под боем.</translation>
    </message>
    <message>
        <source>Defended by %1.</source>
        <translation>Защищают: %1.</translation>
    </message>
    <message>
        <source>Not defended.</source>
        <translation>Без защиты.</translation>
    </message>
    <message>
        <source>White reaches it with %1.</source>
        <translation>Белые достают его: %1.</translation>
    </message>
    <message>
        <source>Black reaches it with %1.</source>
        <translation>Чёрные достают его: %1.</translation>
    </message>
    <message>
        <source>No white piece reaches it.</source>
        <translation>Белые фигуры его не достают.</translation>
    </message>
    <message>
        <source>No black piece reaches it.</source>
        <translation>Чёрные фигуры его не достают.</translation>
    </message>
    <message>
        <source>%1. White: %2</source>
        <translation>%1. Белые: %2</translation>
    </message>
    <message>
        <source>%1. Black: %2</source>
        <translation>%1. Чёрные: %2</translation>
    </message>
    <message>
        <source>Variation: %1</source>
        <translation>Вариант: %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Комментарий: %1</translation>
    </message>
    <message>
        <source>No move has been played yet.</source>
        <translation>Ходов ещё не было.</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>Последний ход: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n час</numerusform>
            <numerusform>%n часа</numerusform>
            <numerusform>%n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no clock.</source>
        <translation>В этой партии нет часов.</translation>
    </message>
    <message>
        <source>White: %1. Black: %2.</source>
        <translation>Белые: %1. Чёрные: %2.</translation>
    </message>
    <message>
        <source>The clock is paused.</source>
        <translation>Часы остановлены.</translation>
    </message>
    <message>
        <source>White has less than ten seconds left.</source>
        <translation>У белых осталось меньше десяти секунд.</translation>
    </message>
    <message>
        <source>Black has less than ten seconds left.</source>
        <translation>У чёрных осталось меньше десяти секунд.</translation>
    </message>
    <message>
        <source>White has less than a minute left.</source>
        <translation>У белых осталось меньше минуты.</translation>
    </message>
    <message>
        <source>Black has less than a minute left.</source>
        <translation>У чёрных осталось меньше минуты.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>White won.</source>
        <translation>Победа белых.</translation>
    </message>
    <message>
        <source>Black won.</source>
        <translation>Победа чёрных.</translation>
    </message>
    <message>
        <source>Drawn.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Начало партии.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>, promotes to a knight</source>
        <translation>, превращается в коня</translation>
    </message>
    <message>
        <source>, promotes to a bishop</source>
        <translation>, превращается в слона</translation>
    </message>
    <message>
        <source>, promotes to a rook</source>
        <translation>, превращается в ладью</translation>
    </message>
    <message>
        <source>, promotes to a queen</source>
        <translation>, превращается в ферзя</translation>
    </message>
    <message>
        <source>%1 from %2 takes %3</source>
        <translation>%1 с %2 берёт на %3</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 с %2 на %3</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 берёт на %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a piece and the square it goes to: Knight f3</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, en passant</source>
        <translation>, взятие на проходе</translation>
    </message>
    <message>
        <source>Null move</source>
        <translation>Пустой ход</translation>
    </message>
    <message>
        <source>Castles kingside</source>
        <translation>Короткая рокировка</translation>
    </message>
    <message>
        <source>Castles queenside</source>
        <translation>Длинная рокировка</translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation>, мат</translation>
    </message>
    <message>
        <source>, check</source>
        <translation>, шах</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <comment>a pawn capture: the file the pawn leaves (a letter a-h), the square it takes on: e takes d5</comment>
        <translation>Пешка %1 берёт на %2</translation>
    </message>
</context>
<context>
    <name>Tablebase</name>
    <message>
        <source>Draw with best play</source>
        <translation>Ничья при лучшей игре</translation>
    </message>
    <message>
        <source>Black is checkmated</source>
        <translation>Чёрным поставлен мат</translation>
    </message>
    <message>
        <source>White is checkmated</source>
        <translation>Белым поставлен мат</translation>
    </message>
    <message numerus="yes">
        <source>White wins: mate in %n</source>
        <translation>
            <numerusform>Белые выигрывают: мат в %n ход</numerusform>
            <numerusform>Белые выигрывают: мат в %n хода</numerusform>
            <numerusform>Белые выигрывают: мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins: mate in %n</source>
        <translation>
            <numerusform>Чёрные выигрывают: мат в %n ход</numerusform>
            <numerusform>Чёрные выигрывают: мат в %n хода</numerusform>
            <numerusform>Чёрные выигрывают: мат в %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ferz::AccessCommands</name>
    <message>
        <source>Only a game being played has clocks.</source>
        <translation>Часы есть только у партии, которая сейчас играется.</translation>
    </message>
    <message>
        <source>The square cursor is off: Ctrl+B turns it on.</source>
        <translation>Курсор полей выключен: Ctrl+B включает его.</translation>
    </message>
    <message>
        <source>Speaking aloud.</source>
        <translation>Чтение вслух включено.</translation>
    </message>
    <message>
        <source>No longer speaking aloud.</source>
        <translation>Чтение вслух выключено.</translation>
    </message>
    <message>
        <source>Board flipped: Black is at the bottom; Up goes towards White.</source>
        <translation>Доска перевёрнута: внизу чёрные, стрелка вверх ведёт к белым.</translation>
    </message>
    <message>
        <source>Board flipped: White is at the bottom; Up goes towards Black.</source>
        <translation>Доска перевёрнута: внизу белые, стрелка вверх ведёт к чёрным.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Отменено: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Повторено: %1.</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <comment>an engine&apos;s name and its move in words: Stockfish plays Knight f6</comment>
        <translation>%1 делает ход: %2</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept it with %2, decline it with %3 or by moving.</source>
        <translation>%1 предлагают ничью: примите её клавишами %2, отклоните клавишами %3 или ходом.</translation>
    </message>
</context>
<context>
    <name>ferz::AnalysisPanel</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>Ана&amp;лиз</translation>
    </message>
    <message>
        <source>Start or stop the engine&apos;s analysis of the shown position (Ctrl+E)</source>
        <translation>Начать или остановить анализ показанной позиции движком (Ctrl+E)</translation>
    </message>
    <message>
        <source>The evaluation from White&apos;s point of view: + is good for White, #3 means White mates in 3 moves, #−3 Black mates in 3</source>
        <translation>Оценка с точки зрения белых: «+» — в пользу белых, #3 — белые дают мат в 3 хода, #−3 — чёрные дают мат в 3 хода</translation>
    </message>
    <message>
        <source>Press Analyse (Ctrl+E) to let the engine look at the shown position.</source>
        <translation>Нажмите «Анализ» (Ctrl+E), чтобы движок оценил показанную позицию.</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Анализ остановлен.</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish with “sudo apt-get install stockfish”, or choose an engine with Analysis ▸ Choose Engine…</source>
        <translation>Шахматный движок не найден. Установите Stockfish командой «sudo apt-get install stockfish» или выберите движок: Анализ ▸ Выбрать движок…</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Запуск движка…</translation>
    </message>
    <message>
        <source>Click a line to add it to the game as a variation.</source>
        <translation>Щёлкните по линии, чтобы добавить её в партию как вариант.</translation>
    </message>
    <message>
        <source>Lines can be added as variations where the game has a next move.</source>
        <translation>Линию можно добавить как вариант там, где в партии есть следующий ход.</translation>
    </message>
    <message>
        <source>Press Analyse to try again, or choose another engine with Analysis ▸ Choose Engine…</source>
        <translation>Нажмите «Анализ», чтобы попробовать ещё раз, или выберите другой движок: Анализ ▸ Выбрать движок…</translation>
    </message>
    <message>
        <source>Click to add this line to the game as a variation</source>
        <translation>Щёлкните, чтобы добавить эту линию в партию как вариант</translation>
    </message>
    <message>
        <source>At the end of the game a line cannot become a variation</source>
        <translation>В конце партии линия не может стать вариантом</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <translation>%1 млн узлов/с</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <translation>%1 тыс. узлов/с</translation>
    </message>
    <message>
        <source>%1 Ferz uses %2 instead.</source>
        <translation>%1 Вместо него Ferz использует %2.</translation>
    </message>
    <message>
        <source>Endgame tables: making the tables for this material, %1%…</source>
        <translation>Таблицы эндшпиля: строятся таблицы для этого материала, %1%…</translation>
    </message>
    <message>
        <source>Endgame tables: %1</source>
        <translation>Таблицы эндшпиля: %1</translation>
    </message>
    <message>
        <source>Best moves: %1</source>
        <translation>Лучшие ходы: %1</translation>
    </message>
    <message>
        <source>Endgame tables: making the tables for this material…</source>
        <translation>Таблицы эндшпиля: строятся таблицы для этого материала…</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateCommands</name>
    <message>
        <source>The annotation stopped: another game is shown.</source>
        <translation>Аннотирование остановлено: показана другая партия.</translation>
    </message>
    <message>
        <source>A game being played can be annotated once it is over</source>
        <translation>Партию, которая ещё идёт, можно аннотировать, когда она закончится</translation>
    </message>
    <message>
        <source>The engine is annotating a game</source>
        <translation>Движок аннотирует партию</translation>
    </message>
    <message>
        <source>Let the engine judge every move of the main line</source>
        <translation>Движок оценит каждый ход главной линии</translation>
    </message>
    <message>
        <source>Annotate with Engine</source>
        <translation>Аннотировать движком</translation>
    </message>
    <message>
        <source>No chess engine was found. Install Stockfish (the Debian package stockfish) or choose an engine with Analysis ▸ Choose Engine.</source>
        <translation>Шахматный движок не найден. Установите Stockfish (пакет Debian stockfish) или выберите движок: Анализ ▸ Выбрать движок.</translation>
    </message>
    <message>
        <source>Annotating with %1</source>
        <translation>Аннотирование: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Annotating with %1: position %2 of %3</source>
        <translation>Аннотирование (%1): позиция %2 из %3</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed while the engine was looking at them, so nothing was added. Annotate it again.</source>
        <translation>Ходы партии изменились, пока движок их смотрел, поэтому ничего не добавлено. Аннотируйте её ещё раз.</translation>
    </message>
    <message>
        <source>Annotated. White: %1 ?!, %2 ?, %3 ??. Black: %4 ?!, %5 ?, %6 ??. Edit ▸ Undo takes the whole annotation back.</source>
        <translation>Партия аннотирована. Белые: %1 ?!, %2 ?, %3 ??. Чёрные: %4 ?!, %5 ?, %6 ??. Правка ▸ Отменить убирает всю аннотацию.</translation>
    </message>
    <message>
        <source>The annotation stopped: %1 The game is unchanged.</source>
        <translation>Аннотирование остановлено: %1 Партия не изменилась.</translation>
    </message>
    <message>
        <source>The annotation was cancelled; the game is unchanged.</source>
        <translation>Аннотирование отменено; партия не изменилась.</translation>
    </message>
</context>
<context>
    <name>ferz::AnnotateDialog</name>
    <message>
        <source>Annotate with Engine</source>
        <translation>Аннотировать движком</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Аннотировать</translation>
    </message>
    <message>
        <source>To &amp;depth, in plies</source>
        <translation>До &amp;глубины, в полуходах</translation>
    </message>
    <message>
        <source>&amp;Time per move, in seconds</source>
        <translation>&amp;Время на ход, в секундах</translation>
    </message>
    <message>
        <source>The engine %1 looks at every position of the main line. Ferz then adds the evaluation after each move, marks inaccuracies (?!), mistakes (?) and blunders (??) with a better line for each, and sums up both sides in the game comment. The window stays usable meanwhile, and Edit ▸ Undo takes the whole annotation back.</source>
        <translation>Движок %1 просмотрит каждую позицию главной линии. Затем Ferz добавит оценку после каждого хода, отметит неточности (?!), ошибки (?) и грубые ошибки (??), к каждой — лучшее продолжение, и подведёт итоги обеих сторон в комментарии к партии. Окном можно пользоваться и во время работы, а Правка ▸ Отменить убирает всю аннотацию.</translation>
    </message>
</context>
<context>
    <name>ferz::Annotation</name>
    <message>
        <source>Annotated by %1. White: accuracy %2%, average loss %3 centipawns, inaccuracies (?!) %4, mistakes (?) %5, blunders (??) %6. Black: accuracy %7%, average loss %8 centipawns, inaccuracies (?!) %9, mistakes (?) %10, blunders (??) %11.</source>
        <translation>Аннотировал %1. Белые: точность %2%, средняя потеря в сантипешках %3, неточности (?!) %4, ошибки (?) %5, грубые ошибки (??) %6. Чёрные: точность %7%, средняя потеря в сантипешках %8, неточности (?!) %9, ошибки (?) %10, грубые ошибки (??) %11.</translation>
    </message>
    <message>
        <source>%1, %2 s per move</source>
        <translation>%1, %2 с на ход</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, глубина %2</translation>
    </message>
</context>
<context>
    <name>ferz::BoardAnnouncer</name>
    <message>
        <source>Square cursor off.</source>
        <translation>Курсор полей выключен.</translation>
    </message>
    <message>
        <source>Picked up: %1.</source>
        <translation>Взята фигура: %1.</translation>
    </message>
    <message>
        <source>Put back: %1.</source>
        <translation>Возвращена на место: %1.</translation>
    </message>
    <message>
        <source>%1: nothing to pick up.</source>
        <translation>%1: здесь нечего брать.</translation>
    </message>
    <message>
        <source>%1: White is to move.</source>
        <translation>%1: ход белых.</translation>
    </message>
    <message>
        <source>%1: Black is to move.</source>
        <translation>%1: ход чёрных.</translation>
    </message>
    <message>
        <source>Promote to: %1. The arrow keys change the piece, Enter chooses it, Esc cancels.</source>
        <translation>Превращение: %1. Стрелки меняют фигуру, Enter выбирает её, Esc отменяет.</translation>
    </message>
    <message>
        <source>Square cursor on %1: the arrow keys move it, Enter picks up a piece and puts it down, Esc leaves.</source>
        <translation>Курсор полей на %1: стрелки двигают его, Enter берёт фигуру и ставит её, Esc выключает.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardController</name>
    <message>
        <source>The board stays turned until the next move; then Auto-Flip turns it to the side to move.</source>
        <translation>Доска остаётся повёрнутой до следующего хода; затем автоповорот повернёт её к стороне, чей ход.</translation>
    </message>
</context>
<context>
    <name>ferz::BoardPanel</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ход:</translation>
    </message>
</context>
<context>
    <name>ferz::CommentEditor</name>
    <message>
        <source>Comment on the Game</source>
        <translation>Комментарий к партии</translation>
    </message>
    <message>
        <source>Comments on %1</source>
        <translation>Комментарии к %1</translation>
    </message>
    <message>
        <source>Before the first move:</source>
        <translation>Перед первым ходом:</translation>
    </message>
    <message>
        <source>Before %1:</source>
        <translation>Перед %1:</translation>
    </message>
    <message>
        <source>After %1:</source>
        <translation>После %1:</translation>
    </message>
    <message>
        <source>Braces are saved as %1 and %2: in a PGN file a } would end the comment.</source>
        <translation>Фигурные скобки сохраняются как %1 и %2: в файле PGN знак } закончил бы комментарий.</translation>
    </message>
</context>
<context>
    <name>ferz::CourseWindow</name>
    <message>
        <source>Level %1</source>
        <translation>Задание %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>пройдено</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Rules Course</source>
        <translation>Курс правил</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Пройдено</translation>
    </message>
    <message>
        <source>Hint (F2)</source>
        <translation>Подсказка (F2)</translation>
    </message>
    <message>
        <source>Retry (F5)</source>
        <translation>Заново (F5)</translation>
    </message>
    <message>
        <source>Rule Page (F1)</source>
        <translation>Страница правила (F1)</translation>
    </message>
    <message>
        <source>Next Level (Ctrl+N)</source>
        <translation>Следующее задание (Ctrl+N)</translation>
    </message>
    <message>
        <source>This level has no hint.</source>
        <translation>У этого задания нет подсказки.</translation>
    </message>
    <message>
        <source>The level is over: Retry (F5) plays it again, and its hint is there again.</source>
        <translation>Задание закончено: «Заново» (F5) начнёт его ещё раз, и подсказка снова будет доступна.</translation>
    </message>
    <message>
        <source>The hint is shown under the board.</source>
        <translation>Подсказка показана под доской.</translation>
    </message>
    <message>
        <source>Shows a hint: what to look at. A level solved with a hint earns at most two stars.</source>
        <translation>Показывает подсказку: на что посмотреть. Задание, решённое с подсказкой, приносит не больше двух звёзд.</translation>
    </message>
    <message>
        <source>Nothing is due for review today.</source>
        <translation>На сегодня повторять нечего.</translation>
    </message>
    <message>
        <source>No puzzles yet. Annotate your games with the engine (Analysis ▸ Annotate with Engine), save them, and make puzzles from the file with Make Puzzles.</source>
        <translation>Задач пока нет. Аннотируйте свои партии движком («Анализ ▸ Аннотировать движком»), сохраните их и составьте задачи из файла кнопкой «Составить задачи…».</translation>
    </message>
    <message>
        <source>%1 is learning now.</source>
        <translation>Сейчас занимается: %1.</translation>
    </message>
    <message>
        <source>Who is learning? Choose your name in the list of learners.</source>
        <translation>Кто занимается? Выберите своё имя в списке учеников.</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Задача: %1</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Повторение</translation>
    </message>
    <message>
        <source>%1 due</source>
        <translation>к повторению: %1</translation>
    </message>
    <message>
        <source>Puzzles from your games</source>
        <translation>Задачи из ваших партий</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Повторение: %1</translation>
    </message>
    <message>
        <source>New Learner</source>
        <translation>Новый ученик</translation>
    </message>
    <message>
        <source>The new learner&apos;s name:</source>
        <translation>Имя нового ученика:</translation>
    </message>
    <message>
        <source>A learner needs a name.</source>
        <translation>У ученика должно быть имя.</translation>
    </message>
    <message>
        <source>There is a learner named %1 already.</source>
        <translation>Ученик с именем %1 уже есть.</translation>
    </message>
    <message>
        <source>Levels and puzzles answered wrongly come back here the next day, then after longer and longer intervals while they are answered right.</source>
        <translation>Задания и задачи, в которых была ошибка, возвращаются сюда на следующий день, а затем через всё более долгие промежутки, пока ответы верны.</translation>
    </message>
    <message>
        <source>Each puzzle is a position from your own game before a move the engine marked ? or ??. A move counts when the engine rates it within half a pawn of its best move, and a win stays a win.</source>
        <translation>Каждая задача — позиция из вашей партии перед ходом, который движок отметил знаком ? или ??. Ход засчитывается, если движок оценивает его не более чем на полпешки ниже своего лучшего хода и выигрыш остаётся выигрышем.</translation>
    </message>
    <message>
        <source>&amp;Learner:</source>
        <translation>&amp;Ученик:</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Ученик</translation>
    </message>
    <message>
        <source>New Learner…</source>
        <translation>Новый ученик…</translation>
    </message>
    <message>
        <source>Progress Page (Ctrl+P)</source>
        <translation>Успехи (Ctrl+P)</translation>
    </message>
    <message>
        <source>Make Puzzles…</source>
        <translation>Составить задачи…</translation>
    </message>
    <message>
        <source>Makes puzzles from the mistakes in a PGN file of games annotated with the engine.</source>
        <translation>Составляет задачи из ошибок в PGN-файле партий, аннотированных движком.</translation>
    </message>
</context>
<context>
    <name>ferz::DatabaseCommands</name>
    <message>
        <source>Database</source>
        <translation>База партий</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Открыть базу партий</translation>
    </message>
    <message>
        <source>Game databases (*.ferzdb);;All files (*)</source>
        <translation>Базы партий (*.ferzdb);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Opened %1: %2 games.</source>
        <translation>Открыт файл %1; партий: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>Партию %1 из %2 не удаётся прочитать: база повреждена.</translation>
    </message>
    <message>
        <source>Import PGN into a Database</source>
        <translation>Импорт PGN в базу партий</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Новая база партий</translation>
    </message>
    <message>
        <source>Game databases (*.ferzdb)</source>
        <translation>Базы партий (*.ferzdb)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <source>%1 cannot be read, or is not in UTF-8, Latin-1 or Windows-1251.</source>
        <translation>Файл %1 не удаётся прочитать, или он не в кодировке UTF-8, Latin-1 или Windows-1251.</translation>
    </message>
    <message>
        <source>The import was cancelled; no database was written.</source>
        <translation>Импорт отменён; база не записана.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2.</source>
        <translation>Партий импортировано в %2: %1.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; %3 reading errors cut games short (ferz-cli pgn check lists them).</source>
        <translation>Партий импортировано в %2: %1; ошибок чтения, оборвавших партии: %3 (их перечислит ferz-cli pgn check).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>%1 is not in the game. Add it to the game?</source>
        <translation>Хода %1 нет в партии. Добавить его в партию?</translation>
    </message>
    <message>
        <source>Game %1 of %2; Save writes your changes into the database, Save As to a PGN file.</source>
        <translation>Партия %1 из %2; «Сохранить» записывает изменения в базу, «Сохранить как» — в файл PGN.</translation>
    </message>
    <message>
        <source>Imported %1 games into %2; the database shown stays open.</source>
        <translation>Партий импортировано в %2: %1; открытой остаётся прежняя база партий.</translation>
    </message>
</context>
<context>
    <name>ferz::DatabaseEdits</name>
    <message>
        <source>Open a database first (Database ▸ Open Database).</source>
        <translation>Сначала откройте базу партий (База партий ▸ Открыть базу партий).</translation>
    </message>
    <message>
        <source>Add the Game to the Database</source>
        <translation>Добавить партию в базу</translation>
    </message>
    <message>
        <source>Remove Marked Games</source>
        <translation>Удалить отмеченные партии</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed from %1.</source>
        <translation>
            <numerusform>%n партия удалена из %1.</numerusform>
            <numerusform>%n партии удалены из %1.</numerusform>
            <numerusform>%n партий удалено из %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find Duplicate Games</source>
        <translation>Поиск дубликатов</translation>
    </message>
    <message>
        <source>%1 has no duplicate games.</source>
        <translation>В %1 нет дубликатов.</translation>
    </message>
    <message>
        <source>Merge Duplicate Games</source>
        <translation>Объединение дубликатов</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicates merged: each is one game now, with the comments and variations of its richest copy.</source>
        <translation>
            <numerusform>Объединена %n группа дубликатов: теперь это одна партия с комментариями и вариантами самой полной копии.</numerusform>
            <numerusform>Объединены %n группы дубликатов: каждая теперь одна партия с комментариями и вариантами самой полной копии.</numerusform>
            <numerusform>Объединено %n групп дубликатов: каждая теперь одна партия с комментариями и вариантами самой полной копии.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the Listed Games</source>
        <translation>Экспорт партий списка</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Game %1 of %2 cannot be read: the database is damaged.</source>
        <translation>Партию %1 из %2 не удаётся прочитать: база повреждена.</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 не записан: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n партия экспортирована в %1.</numerusform>
            <numerusform>%n партии экспортированы в %1.</numerusform>
            <numerusform>%n партий экспортировано в %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) marked for deletion; they stay in the file until removed.</source>
        <translation>
            <numerusform>%n партия отмечена для удаления; она остаётся в файле, пока её не удалят.</numerusform>
            <numerusform>%n партии отмечены для удаления; они остаются в файле, пока их не удалят.</numerusform>
            <numerusform>%n партий отмечено для удаления; они остаются в файле, пока их не удалят.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of duplicate games (same players, same moves): %1 games.</source>
        <translation>
            <numerusform>%n группа дубликатов (те же игроки, те же ходы): партий — %1.</numerusform>
            <numerusform>%n группы дубликатов (те же игроки, те же ходы): партий — %1.</numerusform>
            <numerusform>%n групп дубликатов (те же игроки, те же ходы): партий — %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>От&amp;менить</translation>
    </message>
    <message>
        <source>Remove &amp;Marked Games</source>
        <translation>&amp;Удалить отмеченные</translation>
    </message>
    <message>
        <source>Merge into &amp;One Game Each</source>
        <translation>Объединить &amp;каждую группу в одну партию</translation>
    </message>
    <message>
        <source>Mark for &amp;Deletion</source>
        <translation>&amp;Отметить для удаления</translation>
    </message>
    <message>
        <source>Games Marked for Deletion</source>
        <translation>Партии, отмеченные для удаления</translation>
    </message>
    <message numerus="yes">
        <source>%1 still holds %n game(s) marked for deletion. Remove the marked games now?</source>
        <translation>
            <numerusform>В %1 остаётся %n партия, отмеченная для удаления. Удалить отмеченные партии сейчас?</numerusform>
            <numerusform>В %1 остаются %n партии, отмеченные для удаления. Удалить отмеченные партии сейчас?</numerusform>
            <numerusform>В %1 остаются %n партий, отмеченных для удаления. Удалить отмеченные партии сейчас?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove Them</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Keep Them</source>
        <translation>&amp;Оставить в файле</translation>
    </message>
    <message>
        <source>Looking for duplicate games in %1…</source>
        <translation>Поиск дубликатов в %1…</translation>
    </message>
    <message>
        <source>The search for duplicate games was stopped.</source>
        <translation>Поиск дубликатов остановлен.</translation>
    </message>
    <message>
        <source>Exporting the listed games to %1…</source>
        <translation>Экспорт партий списка в %1…</translation>
    </message>
    <message>
        <source>The export was stopped; %1 was not written.</source>
        <translation>Экспорт остановлен; %1 не записан.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>Ос&amp;тановить</translation>
    </message>
</context>
<context>
    <name>ferz::DatabasePanel</name>
    <message>
        <source>Search cancelled.</source>
        <translation>Поиск отменён.</translation>
    </message>
    <message>
        <source>Write dates as 2024.05.31, 2024.05 or 2024.</source>
        <translation>Пишите даты так: 2024.05.31, 2024.05 или 2024.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>%1 of %2 games match.</source>
        <translation>Подходит партий: %1 из %2.</translation>
    </message>
    <message>
        <source>The games with this position are shown after the game: there is no search while a game is played on the clock.</source>
        <translation>Партии с этой позицией будут показаны после партии: пока идёт партия с часами, поиск не ведётся.</translation>
    </message>
    <message>
        <source>Searching %1 games…</source>
        <translation>Поиск среди партий (%1)…</translation>
    </message>
    <message>
        <source>%1 of %2 games reach this position.</source>
        <translation>Эта позиция встречается в партиях: %1 из %2.</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>Не удаётся открыть %1.</translation>
    </message>
    <message>
        <source>%1 is not a Ferz game database.</source>
        <translation>%1 — не база партий Ferz.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Ferz.</source>
        <translation>Файл %1 записан более новой версией Ferz.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>Файл %1 повреждён.</translation>
    </message>
    <message>
        <source>%1 exists already: choose a new file.</source>
        <translation>Файл %1 уже существует: выберите новый файл.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Эта позиция</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 games</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · партий: %2</translation>
    </message>
    <message>
        <source>No database is open: Database ▸ Open Database.</source>
        <translation>База не открыта: База партий ▸ Открыть базу партий.</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;С:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;По:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>Rating &amp;at least:</source>
        <translation>Р&amp;ейтинг не ниже:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>part of a name, either colour</source>
        <translation>часть имени, любой цвет</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>All %1 games; double-click one to show it.</source>
        <translation>Всего партий: %1; двойной щелчок показывает партию.</translation>
    </message>
    <message>
        <source>The database could not be searched: %1</source>
        <translation>Поиск в базе не удался: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) skipped: %1.</source>
        <translation>
            <numerusform>Пропущена %n повреждённая партия: %1.</numerusform>
            <numerusform>Пропущено %n повреждённые партии: %1.</numerusform>
            <numerusform>Пропущено %n повреждённых партий: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being written by another import now: wait for it to end, or choose a new file.</source>
        <translation>%1 сейчас записывается другим импортом: дождитесь его окончания или выберите новый файл.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 не удаётся прочитать.</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Причина: %1.</translation>
    </message>
    <message>
        <source>[end]</source>
        <translation>[конец]</translation>
    </message>
    <message>
        <source>%1 was written by an older Ferz, in a form this one does not read: import its PGN file again (Database ▸ Import PGN into a Database).</source>
        <translation>Файл %1 записан более старой версией Ferz в формате, который эта версия не читает: импортируйте его PGN-файл заново (База партий ▸ Импорт PGN в базу партий).</translation>
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
            <numerusform>При лучшей защите кратчайший мат занимает %n ход; правило 50 ходов действует.</numerusform>
            <numerusform>При лучшей защите кратчайший мат занимает %n хода; правило 50 ходов действует.</numerusform>
            <numerusform>При лучшей защите кратчайший мат занимает %n ходов; правило 50 ходов действует.</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote the pawn without letting the win slip.</source>
        <translation>Проведите пешку в ферзи, не упустив выигрыша.</translation>
    </message>
    <message numerus="yes">
        <source>Hold the draw for %n move(s).</source>
        <translation>
            <numerusform>Удержите ничью в течение %n хода.</numerusform>
            <numerusform>Удержите ничью в течение %n ходов.</numerusform>
            <numerusform>Удержите ничью в течение %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played %1; your opponent answered %2.</source>
        <translation>Вы сыграли %1; соперник ответил %2.</translation>
    </message>
    <message>
        <source>%1 would be stalemate: your opponent has no legal move and is not in check, so the game is drawn.</source>
        <translation>%1 — это пат: у соперника нет допустимых ходов и ему не объявлен шах, поэтому партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes %2, and the win is gone.</source>
        <translation>После %1 соперник берёт %2, и выигрыша больше нет.</translation>
    </message>
    <message>
        <source>After %1 your opponent takes the opposition: the kings face each other with one square between and it is you who must give way, so the pawn cannot be forced through.</source>
        <translation>После %1 соперник занимает оппозицию: короли стоят друг против друга через одно поле, и уступать приходится вам, поэтому провести пешку не удастся.</translation>
    </message>
    <message>
        <source>After %1 your king is outside the square of the pawn: it runs through and promotes.</source>
        <translation>После %1 ваш король вне квадрата пешки: она проходит в ферзи.</translation>
    </message>
    <message>
        <source>After %1 your opponent can hold the draw with best play.</source>
        <translation>После %1 соперник при лучшей игре удерживает ничью.</translation>
    </message>
    <message>
        <source>After %1 your opponent wins with best play.</source>
        <translation>После %1 соперник при лучшей игре выигрывает.</translation>
    </message>
    <message>
        <source>The move is taken back: try another.</source>
        <translation>Ход возвращён: попробуйте другой.</translation>
    </message>
    <message>
        <source>Fifty moves by each side without a capture or a pawn move: your opponent claims a draw. Press Retry to try again.</source>
        <translation>Пятьдесят ходов с каждой стороны без взятий и ходов пешками: соперник требует ничью. Нажмите «Заново», чтобы попробовать ещё раз.</translation>
    </message>
    <message numerus="yes">
        <source>Checkmate in %n move(s)!</source>
        <translation>
            <numerusform>Мат за %n ход!</numerusform>
            <numerusform>Мат за %n хода!</numerusform>
            <numerusform>Мат за %n ходов!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shortest mate against this defence takes %n move(s).</source>
        <translation>
            <numerusform>Против этой защиты кратчайший мат занимает %n ход.</numerusform>
            <numerusform>Против этой защиты кратчайший мат занимает %n хода.</numerusform>
            <numerusform>Против этой защиты кратчайший мат занимает %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pawn promotes, and the win stays.</source>
        <translation>Пешка превращается, и выигрыш сохранён.</translation>
    </message>
    <message>
        <source>The draw is held.</source>
        <translation>Ничья удержана.</translation>
    </message>
    <message>
        <source>%1 mates.</source>
        <translation>%1 — мат.</translation>
    </message>
    <message>
        <source>%1: the pawn promotes, and the win stays.</source>
        <translation>%1: пешка превращается, и выигрыш сохраняется.</translation>
    </message>
    <message>
        <source>%1 takes the last man: nothing can mate any more.</source>
        <translation>%1 забирает последнюю фигуру соперника: мат больше невозможен.</translation>
    </message>
    <message>
        <source>%1 takes the opposition: the kings face each other with one square between, and your opponent must give way.</source>
        <translation>%1 занимает оппозицию: короли стоят друг против друга через одно поле, и соперник вынужден уступить.</translation>
    </message>
    <message>
        <source>%1 puts your king on %2, a key square of the pawn: it will promote whatever your opponent does.</source>
        <translation>%1 ставит вашего короля на %2 — ключевое поле пешки: она пройдёт в ферзи, что бы ни делал соперник.</translation>
    </message>
    <message>
        <source>%1: the other king is outside the square of the pawn and cannot catch it.</source>
        <translation>%1: король соперника вне квадрата пешки и не догонит её.</translation>
    </message>
    <message>
        <source>%1 steps into the square of the pawn: from there your king catches it.</source>
        <translation>%1 — король вступает в квадрат пешки: оттуда он её догонит.</translation>
    </message>
    <message>
        <source>%1: the box the other king is kept in shrinks from %2 to %3 squares.</source>
        <translation>%1: прямоугольник, в котором заперт король соперника, сжимается с %2 до %3 полей.</translation>
    </message>
    <message>
        <source>%1 brings your king closer to the other king, to help the mate.</source>
        <translation>%1 приближает вашего короля к королю соперника, чтобы помочь дать мат.</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps the win: mate in %n move(s).</source>
        <translation>
            <numerusform>%1 сохраняет выигрыш: мат в %n ход.</numerusform>
            <numerusform>%1 сохраняет выигрыш: мат в %n хода.</numerusform>
            <numerusform>%1 сохраняет выигрыш: мат в %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds the draw.</source>
        <translation>%1 удерживает ничью.</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent may claim a draw by the fifty-move rule in %n move(s).</source>
        <translation>
            <numerusform>Через %n ход соперник сможет потребовать ничью по правилу 50 ходов.</numerusform>
            <numerusform>Через %n хода соперник сможет потребовать ничью по правилу 50 ходов.</numerusform>
            <numerusform>Через %n ходов соперник сможет потребовать ничью по правилу 50 ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made: %1.</source>
        <translation>Сделано ходов: %1.</translation>
    </message>
</context>
<context>
    <name>ferz::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>без оценки</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Начало: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>White&apos;s chances move by move along the main line, from the evaluations the game holds: %1 of %2 positions evaluated. Now %3.</source>
        <translation>Шансы белых ход за ходом по главной линии, по оценкам из партии: оценено позиций — %1 из %2. Сейчас %3.</translation>
    </message>
</context>
<context>
    <name>ferz::FileCommands</name>
    <message>
        <source>Open PGN</source>
        <translation>Открыть PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Review PGN</source>
        <translation>Разбор PGN</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <source>%1

Ferz could not read the rest of this game:
%2

Saving keeps that text as a comment after the last move read, so that nothing of it is lost. Save?</source>
        <translation>%1

Ferz не смог прочитать остаток этой партии:
%2

При сохранении этот текст останется комментарием после последнего прочитанного хода, так что ничего не пропадёт. Сохранить?</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Сохранить PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Saving replaces them with the %3 of this file. Replace it?</source>
        <translation>В %1 партий: %2. При сохранении их заменят партии этого файла (%3). Заменить?</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Несохранённая партия</translation>
    </message>
    <message>
        <source>Unsaved edits of a game were found from the last time Ferz ran. Restore them?</source>
        <translation>Найдены несохранённые правки партии с прошлого запуска Ferz. Восстановить их?</translation>
    </message>
    <message>
        <source>Unsaved edits of game %1 of %2 were found from the last time Ferz ran. Restore them?</source>
        <translation>Найдены несохранённые правки партии %1 из %2 с прошлого запуска Ferz. Восстановить их?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>Не удаётся прочитать партию %1 из %2.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Web page (*.html)</source>
        <translation>PDF (*.pdf);;Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message>
        <source>The position&apos;s FEN is on the clipboard.</source>
        <translation>FEN позиции скопирован в буфер обмена.</translation>
    </message>
    <message>
        <source>The game&apos;s PGN is on the clipboard.</source>
        <translation>PGN партии скопирован в буфер обмена.</translation>
    </message>
    <message>
        <source>PGN files and game databases (*.pgn *.ferzdb);;All files (*)</source>
        <translation>Файлы PGN и базы партий (*.pgn *.ferzdb);;Все файлы (*)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>(game %1 of %2)</source>
        <translation>(партия %1 из %2)</translation>
    </message>
    <message>
        <source>The game in progress, %1, is not saved. Save it?</source>
        <translation>Текущая партия %1 не сохранена. Сохранить её?</translation>
    </message>
    <message>
        <source>The game %1 is not saved. Save it?</source>
        <translation>Партия %1 не сохранена. Сохранить её?</translation>
    </message>
    <message>
        <source>The game %1 has edits that are not saved. Save them?</source>
        <translation>В партии %1 есть несохранённые правки. Сохранить их?</translation>
    </message>
    <message>
        <source>Reading the games of %1…</source>
        <translation>Чтение партий из %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>(game %1 of the pasted games)</source>
        <translation>(партия %1 из вставленных)</translation>
    </message>
    <message>
        <source>“%1 – %2”</source>
        <extracomment>The game&apos;s players in the quotation marks of the language: «Anna – Boris» in Russian.</extracomment>
        <translation>«%1 – %2»</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <extracomment>The button that closes the game without saving it (ru: Не сохранять).</extracomment>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <source>Game %1 of the file cannot be read.</source>
        <translation>Партию %1 файла не удаётся прочитать.</translation>
    </message>
    <message>
        <source>The PGN of game %1 is on the clipboard.</source>
        <translation>PGN партии %1 скопирован в буфер обмена.</translation>
    </message>
</context>
<context>
    <name>ferz::FindBar</name>
    <message>
        <source>Went on from the start of the game.</source>
        <translation>Поиск продолжен с начала партии.</translation>
    </message>
    <message>
        <source>Went on from the end of the game.</source>
        <translation>Поиск продолжен с конца партии.</translation>
    </message>
    <message>
        <source>Not found in this game.</source>
        <translation>В этой партии не найдено.</translation>
    </message>
    <message>
        <source>%1 of %2 in this game</source>
        <translation>%1 из %2 в этой партии</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s) in this game</source>
        <translation>
            <numerusform>%Ln совпадение в этой партии</numerusform>
            <numerusform>%Ln совпадения в этой партии</numerusform>
            <numerusform>%Ln совпадений в этой партии</numerusform>
        </translation>
    </message>
    <message>
        <source>searching the games…</source>
        <translation>поиск по партиям…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) found</source>
        <translation>
            <numerusform>найдена %Ln партия</numerusform>
            <numerusform>найдены %Ln партии</numerusform>
            <numerusform>найдено %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>All games of the database</source>
        <translation>Все партии базы</translation>
    </message>
    <message>
        <source>All games of the file</source>
        <translation>Все партии файла</translation>
    </message>
    <message>
        <source>Find in comments, moves and symbols (e.g. weak, Nf3, $146, ±)</source>
        <translation>Искать в комментариях, ходах и знаках (например: слабый, Кf3, $146, ±)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Previous place</source>
        <translation>Предыдущее совпадение</translation>
    </message>
    <message>
        <source>Next place</source>
        <translation>Следующее совпадение</translation>
    </message>
    <message>
        <source>Close the search (Esc)</source>
        <translation>Закрыть поиск (Esc)</translation>
    </message>
    <message>
        <source>Close the search</source>
        <translation>Закрыть поиск</translation>
    </message>
</context>
<context>
    <name>ferz::GameAnnotator</name>
    <message>
        <source>The engine %1 gave no evaluation of a position.</source>
        <translation>Движок %1 не дал оценки позиции.</translation>
    </message>
</context>
<context>
    <name>ferz::GameListModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходов</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Полуход</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Затем</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Number of the game</source>
        <translation>Номер партии</translation>
    </message>
    <message>
        <source>White&apos;s rating (Elo)</source>
        <translation>Рейтинг белых (Эло)</translation>
    </message>
    <message>
        <source>Black&apos;s rating (Elo)</source>
        <translation>Рейтинг чёрных (Эло)</translation>
    </message>
    <message>
        <source>ECO code</source>
        <translation>Код ECO</translation>
    </message>
    <message>
        <source>Number of moves</source>
        <translation>Число ходов</translation>
    </message>
    <message>
        <source>Ply where the position is reached</source>
        <translation>Полуход, на котором возникает позиция</translation>
    </message>
    <message>
        <source>Move played next</source>
        <translation>Ход, сделанный в этой позиции</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Комментатор</translation>
    </message>
    <message>
        <source>Opening, found by position</source>
        <translation>Дебют, найденный по позиции</translation>
    </message>
    <message>
        <source>%1, marked for deletion</source>
        <translation>%1, отмечена для удаления</translation>
    </message>
</context>
<context>
    <name>ferz::GameListWidget</name>
    <message>
        <source>Filter games: player, event, date, ECO…</source>
        <translation>Фильтр партий: игрок, турнир, дата, ECO…</translation>
    </message>
    <message>
        <source>&amp;Open Game %1</source>
        <translation>&amp;Открыть партию %1</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Копировать PGN</translation>
    </message>
</context>
<context>
    <name>ferz::GamePanel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>(edited)</source>
        <translation>(изменено)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>The players are not named.</source>
        <translation>Игроки не названы.</translation>
    </message>
</context>
<context>
    <name>ferz::GameSession</name>
    <message>
        <source>The line %1 follows the game&apos;s own moves: there is no variation to add.</source>
        <translation>Линия %1 повторяет ходы самой партии: добавлять нечего.</translation>
    </message>
    <message>
        <source>Add Variation</source>
        <translation>Добавить вариант</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>Добавлен вариант %1.</translation>
    </message>
    <message>
        <source>Promote Variation</source>
        <translation>Поднять вариант</translation>
    </message>
    <message>
        <source>Demote Variation</source>
        <translation>Опустить вариант</translation>
    </message>
    <message>
        <source>Make Main Line</source>
        <translation>Сделать главным вариантом</translation>
    </message>
    <message>
        <source>Delete Variation</source>
        <translation>Удалить вариант</translation>
    </message>
    <message>
        <source>Delete Moves from Here</source>
        <translation>Удалить ходы отсюда</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Изменить комментарий</translation>
    </message>
    <message>
        <source>Remove Symbol</source>
        <translation>Убрать знак</translation>
    </message>
    <message>
        <source>Add Symbol</source>
        <translation>Поставить знак</translation>
    </message>
    <message>
        <source>Remove Symbols</source>
        <translation>Убрать знаки</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Нарисовать стрелку</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Отметить поле</translation>
    </message>
    <message>
        <source>Cannot save into %1: the file is no longer there (deleted or moved). Save As writes the game elsewhere.</source>
        <translation>Не удалось сохранить в %1: файла больше нет (удалён или перемещён). «Сохранить как» запишет партию в другое место.</translation>
    </message>
    <message>
        <source>Cannot save into %1: another program changed this game in the file since Ferz read it, and saving would overwrite that change. Save As writes your version to another file.</source>
        <translation>Не удалось сохранить в %1: другая программа изменила эту партию в файле после того, как Ferz её прочитал, и сохранение затёрло бы это изменение. «Сохранить как» запишет вашу версию в другой файл.</translation>
    </message>
    <message>
        <source>Cannot save into %1: it cannot be read (%2).</source>
        <translation>Не удалось сохранить в %1: файл не читается (%2).</translation>
    </message>
    <message>
        <source>Cannot save into %1: %2.</source>
        <translation>Не удалось сохранить в %1: %2.</translation>
    </message>
    <message>
        <source>Game %1 of %2 saved into %3; the other games are unchanged.</source>
        <translation>Партия %1 из %2 сохранена в %3; остальные партии не изменились.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>The file had been changed by another program since it was opened: Ferz found the game again and kept the rest of the file as it is now.</source>
        <translation>После открытия файл изменила другая программа: Ferz снова нашёл партию и оставил остальной файл таким, каким он стал.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>Не удалось записать %1: папки %2 нет.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <source>Saved this game alone to %1: the other games of %2 could not be copied. %3</source>
        <translation>В %1 сохранена только эта партия: остальные партии из %2 скопировать не удалось. %3</translation>
    </message>
    <message>
        <source>Cannot read %1 back after writing it: %2.</source>
        <translation>Не удалось прочитать %1 после записи: %2.</translation>
    </message>
    <message>
        <source>Cannot save into %1: its game %2 is no longer the game Ferz read (the database was changed meanwhile). Save As writes your version to a PGN file.</source>
        <translation>Не удалось сохранить в %1: партия %2 уже не та, что прочитал Ferz (база тем временем изменилась). «Сохранить как» запишет вашу версию в файл PGN.</translation>
    </message>
    <message>
        <source>The game is game %1 of %2 now; Save writes your changes into it.</source>
        <translation>Теперь это партия %1 в %2; «Сохранить» записывает изменения в неё.</translation>
    </message>
</context>
<context>
    <name>ferz::GameTable</name>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
</context>
<context>
    <name>ferz::HeaderEditor</name>
    <message>
        <source>Game Headers</source>
        <translation>Заголовки партии</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
</context>
<context>
    <name>ferz::Learners</name>
    <message>
        <source>The progress file %1 cannot be read (%2); it is left as it is, and nothing is saved until it is mended or moved away.</source>
        <translation>Файл успехов %1 не читается (%2); он оставлен как есть, и ничего не сохраняется, пока его не исправят или не уберут.</translation>
    </message>
    <message>
        <source>The progress file could not be read (%1); it was kept as %2, and a new one begun.</source>
        <translation>Файл успехов не удалось прочитать (%1); он сохранён как %2, начат новый.</translation>
    </message>
    <message>
        <source>Learner 1</source>
        <translation>Ученик 1</translation>
    </message>
    <message>
        <source>The progress cannot be saved: %1</source>
        <translation>Не удаётся сохранить успехи: %1</translation>
    </message>
    <message>
        <source>The puzzles cannot be saved: %1</source>
        <translation>Не удаётся сохранить задачи: %1</translation>
    </message>
</context>
<context>
    <name>ferz::LetterBar</name>
    <message>
        <source>Russian king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Russian queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>Russian rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>Russian bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>Russian knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>dash between the squares</source>
        <translation>тире между полями</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>взятие</translation>
    </message>
    <message>
        <source>check</source>
        <translation>шах</translation>
    </message>
    <message>
        <source>double check</source>
        <translation>двойной шах</translation>
    </message>
    <message>
        <source>mate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>castling on the king&apos;s side</source>
        <translation>короткая рокировка</translation>
    </message>
    <message>
        <source>castling on the queen&apos;s side</source>
        <translation>длинная рокировка</translation>
    </message>
    <message>
        <source>Russian notation letters</source>
        <translation>Буквы русской нотации</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Type %1 (%2)</source>
        <translation>Ввести %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ferz::LevelText</name>
    <message numerus="yes">
        <source>You have %n move(s).</source>
        <translation>
            <numerusform>У вас %n ход.</numerusform>
            <numerusform>У вас %n хода.</numerusform>
            <numerusform>У вас %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Is the move shown by the arrow legal?</source>
        <translation>Можно ли сделать ход, показанный стрелкой?</translation>
    </message>
    <message>
        <source>What is the state of the game?</source>
        <translation>Что происходит в партии?</translation>
    </message>
    <message>
        <source>White&apos;s flag falls. What is the result?</source>
        <translation>У белых упал флажок. Каков результат?</translation>
    </message>
    <message>
        <source>Black&apos;s flag falls. What is the result?</source>
        <translation>У чёрных упал флажок. Каков результат?</translation>
    </message>
    <message>
        <source>White completes a second illegal move. What is the result?</source>
        <translation>Белые во второй раз завершили невозможный ход. Каков результат?</translation>
    </message>
    <message>
        <source>Black completes a second illegal move. What is the result?</source>
        <translation>Чёрные во второй раз завершили невозможный ход. Каков результат?</translation>
    </message>
    <message>
        <source>May White offer a draw now?</source>
        <translation>Могут ли белые сейчас предложить ничью?</translation>
    </message>
    <message>
        <source>May Black offer a draw now?</source>
        <translation>Могут ли чёрные сейчас предложить ничью?</translation>
    </message>
    <message>
        <source>May White accept a draw now?</source>
        <translation>Могут ли белые сейчас согласиться на ничью?</translation>
    </message>
    <message>
        <source>May Black accept a draw now?</source>
        <translation>Могут ли чёрные сейчас согласиться на ничью?</translation>
    </message>
    <message>
        <source>May White resign now?</source>
        <translation>Могут ли белые сейчас сдаться?</translation>
    </message>
    <message>
        <source>May Black resign now?</source>
        <translation>Могут ли чёрные сейчас сдаться?</translation>
    </message>
    <message>
        <source>What is the result of the game?</source>
        <translation>Каков результат партии?</translation>
    </message>
    <message>
        <source>Type the move shown by the arrow in %1.</source>
        <translation>Запишите ход, показанный стрелкой, в %1.</translation>
    </message>
    <message>
        <source>Play this move on the board, written in %1:</source>
        <translation>Сделайте на доске этот ход, записанный в %1:</translation>
    </message>
    <message numerus="yes">
        <source>Click the square named, %n square(s) in a row.</source>
        <translation>
            <numerusform>Щёлкните названное поле; всего %n поле подряд.</numerusform>
            <numerusform>Щёлкните названное поле; всего %n поля подряд.</numerusform>
            <numerusform>Щёлкните названное поле; всего %n полей подряд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Type the name of the highlighted square, %n square(s) in a row.</source>
        <translation>
            <numerusform>Введите название выделенного поля; всего %n поле подряд.</numerusform>
            <numerusform>Введите название выделенного поля; всего %n поля подряд.</numerusform>
            <numerusform>Введите название выделенного поля; всего %n полей подряд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Try to finish within %n second(s).</source>
        <translation>
            <numerusform>Постарайтесь уложиться в %n секунду.</numerusform>
            <numerusform>Постарайтесь уложиться в %n секунды.</numerusform>
            <numerusform>Постарайтесь уложиться в %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Можно</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Нельзя</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Мат</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Пат</translation>
    </message>
    <message>
        <source>Dead position: a draw</source>
        <translation>Мёртвая позиция: ничья</translation>
    </message>
    <message>
        <source>A draw may be claimed</source>
        <translation>Можно потребовать ничью</translation>
    </message>
    <message>
        <source>Drawn automatically</source>
        <translation>Автоматическая ничья</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>Игра продолжается</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Белые выиграли</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Чёрные выиграли</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>short notation as Russian books write it (%1; : + ++ × 0–0)</source>
        <translation>краткой нотации, как в русских книгах (%1; : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>long notation as Russian books write it (%1; — : + ++ × 0–0)</source>
        <translation>полной нотации, как в русских книгах (%1; — : + ++ × 0–0)</translation>
    </message>
    <message>
        <source>short notation (%1)</source>
        <translation>краткой нотации (%1)</translation>
    </message>
    <message>
        <source>long notation (%1)</source>
        <translation>полной нотации (%1)</translation>
    </message>
    <message>
        <source>The move is legal.</source>
        <translation>Этот ход можно сделать.</translation>
    </message>
    <message>
        <source>Checkmate: the king is in check and no move gets it out.</source>
        <translation>Мат: король под шахом, и ни один ход от него не спасает.</translation>
    </message>
    <message>
        <source>Stalemate: the side to move is not in check but has no legal move, so the game is drawn.</source>
        <translation>Пат: у стороны, чей ход, нет шаха, но нет и ни одного хода, поэтому ничья.</translation>
    </message>
    <message>
        <source>A dead position: no series of legal moves can ever lead to checkmate, so the game is drawn at once.</source>
        <translation>Мёртвая позиция: никакая последовательность ходов уже не приведёт к мату, поэтому партия сразу заканчивается вничью.</translation>
    </message>
    <message>
        <source>The side to move may claim a draw: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>Сторона, чей ход, может потребовать ничью: каждая сторона сделала пятьдесят ходов без взятий и ходов пешками.</translation>
    </message>
    <message numerus="yes">
        <source>The side to move may claim a draw: this position has now stood on the board %n time(s).</source>
        <translation>
            <numerusform>Сторона, чей ход, может потребовать ничью: эта позиция стоит на доске уже %n раз.</numerusform>
            <numerusform>Сторона, чей ход, может потребовать ничью: эта позиция стоит на доске уже %n раза.</numerusform>
            <numerusform>Сторона, чей ход, может потребовать ничью: эта позиция стоит на доске уже %n раз.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is drawn by itself: the same position has stood on the board five times.</source>
        <translation>Партия автоматически закончилась вничью: одна и та же позиция стояла на доске пять раз.</translation>
    </message>
    <message>
        <source>The game is drawn by itself: seventy-five moves by each side have passed without a capture or a pawn move.</source>
        <translation>Партия автоматически закончилась вничью: каждая сторона сделала семьдесят пять ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>The game goes on: there are legal moves, mate is still possible, and no draw can be claimed yet.</source>
        <translation>Игра продолжается: ходы есть, мат ещё возможен, а потребовать ничью пока нельзя.</translation>
    </message>
    <message>
        <source>The opponent could not checkmate by any series of legal moves, so the game is drawn.</source>
        <translation>Соперник не смог бы поставить мат никакой последовательностью ходов, поэтому ничья.</translation>
    </message>
    <message>
        <source>The opponent could still checkmate, however clumsy the defence, so the game is lost.</source>
        <translation>Соперник ещё мог бы поставить мат, пусть даже при самой неловкой защите, поэтому партия проиграна.</translation>
    </message>
    <message>
        <source>Yes: during one&apos;s own turn a draw may be offered, and the offer goes with the next move.</source>
        <translation>Да: в свой ход ничью предложить можно, и предложение делается вместе со следующим ходом.</translation>
    </message>
    <message>
        <source>No: the game is already over.</source>
        <translation>Нет: партия уже закончилась.</translation>
    </message>
    <message>
        <source>No: the opponent&apos;s offer is still open; it is to be accepted or declined.</source>
        <translation>Нет: предложение соперника ещё в силе, его нужно принять или отклонить.</translation>
    </message>
    <message>
        <source>Yes: the opponent offered a draw with the last move, and the offer is still open.</source>
        <translation>Да: соперник предложил ничью вместе с последним ходом, и предложение ещё в силе.</translation>
    </message>
    <message>
        <source>No: there is no open offer. An offer that was declined, by saying so or by making a move, is gone.</source>
        <translation>Нет: никакого предложения сейчас нет. Отклонённое предложение, словом или ходом, больше не действует.</translation>
    </message>
    <message>
        <source>Yes: a player may resign at any moment, whether it is their turn or not.</source>
        <translation>Да: сдаться можно в любой момент, в свой ход или в ход соперника.</translation>
    </message>
    <message>
        <source>No: the game is already over, and a resignation changes nothing.</source>
        <translation>Нет: партия уже закончилась, и сдача ничего не меняет.</translation>
    </message>
    <message>
        <source>White wins: Black resigned.</source>
        <translation>Белые выиграли: чёрные сдались.</translation>
    </message>
    <message>
        <source>Black wins: White resigned.</source>
        <translation>Чёрные выиграли: белые сдались.</translation>
    </message>
    <message>
        <source>White wins by checkmate.</source>
        <translation>Белые выиграли: мат.</translation>
    </message>
    <message>
        <source>Black wins by checkmate.</source>
        <translation>Чёрные выиграли: мат.</translation>
    </message>
    <message>
        <source>A draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>A draw, claimed by the player on move.</source>
        <translation>Ничья по требованию игрока, чей был ход.</translation>
    </message>
    <message>
        <source>The game goes on: nothing has ended it.</source>
        <translation>Игра продолжается: ничто её не закончило.</translation>
    </message>
    <message>
        <source>Touch-move: you touched %1, which has a legal move, so it is the piece that must move.</source>
        <translation>Правило «тронул — ходи»: вы тронули %1; у тронутой фигуры есть ход, поэтому ходить нужно ею.</translation>
    </message>
    <message>
        <source>%1 gives no check.</source>
        <translation>%1 — не шах.</translation>
    </message>
    <message>
        <source>%1 is not a double check: two pieces must attack the king at once.</source>
        <translation>%1 — не двойной шах: короля должны атаковать сразу две фигуры.</translation>
    </message>
    <message>
        <source>%1 is not mate: the king is not even in check.</source>
        <translation>%1 — не мат: король даже не под шахом.</translation>
    </message>
    <message>
        <source>%1 gives check, but it is not mate: the answer %2 gets out of it.</source>
        <translation>%1 — шах, но не мат: ответ %2 от него спасает.</translation>
    </message>
    <message>
        <source>%1 is stalemate: the other side has no legal move but is not in check, and the game is drawn.</source>
        <translation>%1 — пат: у соперника нет ходов, но нет и шаха, и партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>%1 is not stalemate: the other side can still move, for example %2.</source>
        <translation>%1 — не пат: соперник ещё может ходить, например %2.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by moving the king.</source>
        <translation>%1 спасает от шаха, но здесь уйдите от шаха ходом короля.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by taking the checking piece.</source>
        <translation>%1 спасает от шаха, но здесь защититесь, взяв шахующую фигуру.</translation>
    </message>
    <message>
        <source>%1 ends the check, but here get out of it by putting a piece in between.</source>
        <translation>%1 спасает от шаха, но здесь закройтесь, поставив фигуру между ними.</translation>
    </message>
    <message>
        <source>%1 promotes no pawn.</source>
        <translation>%1 — не превращение пешки.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a queen.</source>
        <translation>%1 даёт другую фигуру: здесь пешка должна стать ферзём.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a rook.</source>
        <translation>%1 даёт другую фигуру: здесь пешка должна стать ладьёй.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a bishop.</source>
        <translation>%1 даёт другую фигуру: здесь пешка должна стать слоном.</translation>
    </message>
    <message>
        <source>%1 makes another piece: here the pawn is to become a knight.</source>
        <translation>%1 даёт другую фигуру: здесь пешка должна стать конём.</translation>
    </message>
    <message>
        <source>%1 is not castling.</source>
        <translation>%1 — не рокировка.</translation>
    </message>
    <message>
        <source>That is castling on the queen&apos;s side: castle on the king&apos;s side.</source>
        <translation>Это длинная рокировка, а нужна короткая.</translation>
    </message>
    <message>
        <source>That is castling on the king&apos;s side: castle on the queen&apos;s side.</source>
        <translation>Это короткая рокировка, а нужна длинная.</translation>
    </message>
    <message>
        <source>%1 is not an en passant capture.</source>
        <translation>%1 — не взятие на проходе.</translation>
    </message>
    <message>
        <source>%1 captures nothing.</source>
        <translation>%1 ничего не берёт.</translation>
    </message>
    <message>
        <source>%1 captures on another square: the piece to take stands on %2.</source>
        <translation>%1 — взятие на другом поле, а брать нужно фигуру на %2.</translation>
    </message>
    <message>
        <source>Right: no draw can be claimed here, so the game goes on.</source>
        <translation>Верно: потребовать ничью здесь нельзя, игра продолжается.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which completes fifty moves without a capture or a pawn move.</source>
        <translation>Верно: вы требуете ничью вместе с ходом %1, которым завершаются пятьдесят ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Right: you claim the draw with %1, which puts the same position on the board for the third time.</source>
        <translation>Верно: вы требуете ничью вместе с ходом %1, после которого та же позиция возникает на доске в третий раз.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by the fifty-move rule.</source>
        <translation>Верно: ничья по правилу 50 ходов.</translation>
    </message>
    <message>
        <source>Right: the draw is claimed by threefold repetition.</source>
        <translation>Верно: ничья по троекратному повторению позиции.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by the fifty-move rule; by moving you gave that claim up.</source>
        <translation>До хода можно было потребовать ничью по правилу 50 ходов; сделав ход, вы от этого отказались.</translation>
    </message>
    <message>
        <source>You could have claimed a draw before moving, by threefold repetition; by moving you gave that claim up.</source>
        <translation>До хода можно было потребовать ничью по троекратному повторению; сделав ход, вы от этого отказались.</translation>
    </message>
    <message>
        <source>%1 allows a claim, but you made it without claiming: once the move stands, the right to claim passes to your opponent.</source>
        <translation>Ход %1 даёт право на ничью, но вы сделали его, не потребовав её: когда ход сделан, право требовать переходит к сопернику.</translation>
    </message>
    <message>
        <source>%1 allows no claim: it neither repeats a position a third time nor completes fifty moves. The move stands and the game goes on.</source>
        <translation>Ход %1 не даёт права на ничью: позиция не повторяется в третий раз и пятьдесят ходов не набираются. Ход остаётся, игра продолжается.</translation>
    </message>
    <message>
        <source>That move is legal, but you missed a draw: announcing %1 would have let you claim it.</source>
        <translation>Ход возможен, но вы упустили ничью: объявив ход %1, можно было её потребовать.</translation>
    </message>
    <message>
        <source>That move gives check, and here the other side only passes, which a king in check cannot do: choose a move that gives no check.</source>
        <translation>Этот ход даёт шах, а соперник здесь только пропускает ход, чего король под шахом сделать не может: выберите ход без шаха.</translation>
    </message>
    <message>
        <source>Out of moves. Press Retry to try again.</source>
        <translation>Ходы закончились. Нажмите «Заново», чтобы попробовать ещё раз.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Не совсем.</translation>
    </message>
    <message numerus="yes">
        <source>No draw can be claimed now: this position has stood on the board %n time(s), and a claim needs three; nor have fifty moves passed without a capture or a pawn move.</source>
        <translation>
            <numerusform>Потребовать ничью сейчас нельзя: эта позиция стояла на доске %n раз, а нужно три; и пятидесяти ходов без взятий и ходов пешками тоже не набралось.</numerusform>
            <numerusform>Потребовать ничью сейчас нельзя: эта позиция стояла на доске %n раза, а нужно три; и пятидесяти ходов без взятий и ходов пешками тоже не набралось.</numerusform>
            <numerusform>Потребовать ничью сейчас нельзя: эта позиция стояла на доске %n раз, а нужно три; и пятидесяти ходов без взятий и ходов пешками тоже не набралось.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is another move: read the notation again.</source>
        <translation>%1 — это другой ход: прочитайте запись ещё раз.</translation>
    </message>
    <message>
        <source>That is another move, %1: the arrow goes from %2 to %3.</source>
        <translation>Это другой ход, %1, а стрелка идёт с %2 на %3.</translation>
    </message>
    <message>
        <source>Right move, but not written as asked: in this notation it is %1.</source>
        <translation>Ход верный, но записан не так, как просили: в этой нотации это %1.</translation>
    </message>
    <message>
        <source>That is %1, not %2.</source>
        <translation>Это %1, а не %2.</translation>
    </message>
    <message>
        <source>That is not %1: the highlighted square is %2.</source>
        <translation>Это не %1: выделено поле %2.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Верно.</translation>
    </message>
    <message>
        <source>Well done: every star is collected.</source>
        <translation>Отлично: все звёзды собраны.</translation>
    </message>
    <message>
        <source>Well done: every square named.</source>
        <translation>Отлично: все поля указаны верно.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>%1 — level %2 of %3</source>
        <translation>%1 — задание %2 из %3</translation>
    </message>
    <message>
        <source>No: this player&apos;s last offer was declined, and under the Brazilian rule text only the player who declined may make the next offer.</source>
        <translation>Нет: последнее предложение этого игрока отклонено, а по бразильскому тексту правил следующее может сделать только тот, кто отклонил.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king in check has a move that gets it out.</source>
        <translation>Это не мат: у короля под шахом есть ход, уводящий от шаха.</translation>
    </message>
    <message>
        <source>It is not checkmate: the king is not in check.</source>
        <translation>Это не мат: король не под шахом.</translation>
    </message>
    <message>
        <source>It is not stalemate: the king is in check.</source>
        <translation>Это не пат: король под шахом.</translation>
    </message>
    <message>
        <source>It is not stalemate: the side to move has a legal move.</source>
        <translation>Это не пат: у стороны, чей ход, есть допустимый ход.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board five times, nor have seventy-five moves by each side passed without a capture or a pawn move.</source>
        <translation>Автоматической ничьей нет: одна и та же позиция не повторилась пять раз, и семидесяти пяти ходов каждой стороны без взятий и ходов пешек тоже не было.</translation>
    </message>
    <message>
        <source>The game is already over: see whether the side to move is in check, and whether it has a legal move.</source>
        <translation>Партия уже окончена: посмотрите, под шахом ли сторона, чей ход, и есть ли у неё допустимый ход.</translation>
    </message>
    <message>
        <source>It is not a dead position: with the material on the board a checkmate is still possible.</source>
        <translation>Это не мёртвая позиция: с таким материалом на доске мат ещё возможен.</translation>
    </message>
    <message>
        <source>There is nothing to claim: the game has already ended by itself.</source>
        <translation>Требовать нечего: партия уже автоматически закончилась вничью.</translation>
    </message>
    <message>
        <source>The game cannot go on: look at the material. Can any series of legal moves still lead to checkmate?</source>
        <translation>Продолжать партию нельзя: посмотрите на материал. Может ли хоть какая-нибудь последовательность допустимых ходов ещё привести к мату?</translation>
    </message>
    <message>
        <source>The player whose time ran out cannot win: the game is lost or, at best, drawn.</source>
        <translation>Тот, у кого кончилось время, выиграть не может: партия проиграна или, в лучшем случае, ничья.</translation>
    </message>
    <message>
        <source>The player who completed a second illegal move cannot win: the game is lost or, at best, drawn.</source>
        <translation>Тот, кто сделал второй невозможный ход, выиграть не может: партия проиграна или, в лучшем случае, ничья.</translation>
    </message>
    <message>
        <source>It is not a draw: the opponent could still checkmate by some series of legal moves, if the defence were clumsy enough.</source>
        <translation>Это не ничья: соперник ещё может поставить мат какой-нибудь последовательностью допустимых ходов, если защита будет достаточно неловкой.</translation>
    </message>
    <message>
        <source>The opponent does not win: no series of legal moves would let them checkmate, however clumsy the defence.</source>
        <translation>Соперник не выигрывает: никакая последовательность допустимых ходов не позволит ему поставить мат, как бы неловко ни защищались.</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, as Ferz&apos;s games do: after a declined offer only the player who declined may make the next. FIDE&apos;s Laws have no such rule; they only forbid annoying the opponent (Article 11.5).</source>
        <translation>Это задание следует бразильскому тексту правил, как и партии в программе: после отклонённого предложения следующее может сделать только тот, кто отклонил. В Правилах ФИДЕ такого правила нет; они лишь запрещают отвлекать и беспокоить соперника (статья 11.5).</translation>
    </message>
    <message>
        <source>This level follows the Brazilian rule text, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is on: king and two knights against a king is a dead position.</source>
        <translation>Это задание следует бразильскому тексту правил, так как включён пункт «Правила ▸ Кр+К+К против одинокого короля — мёртвая позиция»: король с двумя конями против короля — мёртвая позиция.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ K+N+N Against a Lone King Is a Dead Position is off: king and two knights against a king is not a dead position.</source>
        <translation>Это задание следует Правилам ФИДЕ, так как пункт «Правила ▸ Кр+К+К против одинокого короля — мёртвая позиция» выключен: король с двумя конями против короля — не мёртвая позиция.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: fifty moves by each side have passed without a capture or a pawn move.</source>
        <translation>Партия автоматически закончилась вничью, так как включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах»: каждая сторона сделала пятьдесят ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>The game is drawn by itself, as Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the same position has stood on the board three times.</source>
        <translation>Партия автоматически закончилась вничью, так как включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах»: одна и та же позиция стояла на доске три раза.</translation>
    </message>
    <message>
        <source>The game is not drawn by itself: the same position has not stood on the board three times, nor have fifty moves by each side passed without a capture or a pawn move.</source>
        <translation>Автоматической ничьей нет: одна и та же позиция не стояла на доске три раза, и пятидесяти ходов каждой стороны без взятий и ходов пешками тоже не было.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text: the player on move claims the draw. Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on, so Ferz&apos;s games end there by themselves instead, as the Russian rule texts say.</source>
        <translation>Это задание следует Правилам ФИДЕ и испанскому тексту правил: ничью требует игрок, чей ход. Включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах», поэтому партии в программе заканчиваются здесь вничью автоматически, как говорят русские тексты правил.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws and the Spanish rule text, as Ferz&apos;s games do while Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: the player on move claims the draw.</source>
        <translation>Это задание следует Правилам ФИДЕ и испанскому тексту правил, как и партии в программе, пока пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах» выключен: ничью требует игрок, чей ход.</translation>
    </message>
    <message>
        <source>This level follows the Russian rule texts, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is on: the game ends by itself at a threefold repetition or after fifty moves.</source>
        <translation>Это задание следует русским текстам правил, так как включён пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах»: при троекратном повторении или после пятидесяти ходов партия заканчивается вничью автоматически.</translation>
    </message>
    <message>
        <source>This level follows the FIDE Laws, since Rules ▸ Automatic Draw at Threefold Repetition and Fifty Moves is off: at a threefold repetition or after fifty moves the player on move may claim a draw.</source>
        <translation>Это задание следует Правилам ФИДЕ, так как пункт «Правила ▸ Автоматическая ничья при троекратном повторении и 50 ходах» выключен: при троекратном повторении или после пятидесяти ходов игрок, чей ход, может потребовать ничью.</translation>
    </message>
</context>
<context>
    <name>ferz::LevelView</name>
    <message>
        <source>The arrow shows the move to try.</source>
        <translation>Стрелка показывает ход, который стоит попробовать.</translation>
    </message>
    <message>
        <source>Moves made: %1 of %2.</source>
        <translation>Сделано ходов: %1 из %2.</translation>
    </message>
    <message>
        <source>Square %1 of %2, %3 s.</source>
        <translation>Поле %1 из %2, %3 с.</translation>
    </message>
    <message>
        <source>Before this position: %1</source>
        <translation>До этой позиции: %1</translation>
    </message>
    <message>
        <source>Type the name of a square: its file, a to h, then its rank, 1 to 8, as in e4.</source>
        <translation>Введите название поля: сначала вертикаль, от a до h, затем горизонталь, от 1 до 8, например e4.</translation>
    </message>
    <message>
        <source>Claim a Draw (Ctrl+D)</source>
        <translation>Потребовать ничью (Ctrl+D)</translation>
    </message>
    <message>
        <source>Claim a draw with my next move (Ctrl+M)</source>
        <translation>Потребовать ничью вместе со следующим ходом (Ctrl+M)</translation>
    </message>
    <message>
        <source>Type a square, such as e4, and press Enter</source>
        <translation>Введите поле, например e4, и нажмите Enter</translation>
    </message>
    <message>
        <source>Type the move and press Enter</source>
        <translation>Введите ход и нажмите Enter</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, O-O) and press Enter, or play it on the board</source>
        <translation>Введите ход (e4, Кf3, 0–0) и нажмите Enter или сделайте его на доске</translation>
    </message>
    <message>
        <source>star</source>
        <translation>звезда</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Making the endgame tables for this level…</source>
        <translation>Строятся таблицы эндшпиля для этого уровня…</translation>
    </message>
    <message>
        <source>Making the endgame tables for this level: %1%…</source>
        <translation>Строятся таблицы эндшпиля для этого уровня: %1%…</translation>
    </message>
</context>
<context>
    <name>ferz::LooksDialog</name>
    <message>
        <source>Board and Pieces</source>
        <translation>Доска и фигуры</translation>
    </message>
    <message>
        <source>&amp;Coordinates inside the squares</source>
        <translation>&amp;Координаты внутри полей</translation>
    </message>
    <message>
        <source>&amp;Sounds: move, capture, check, end of the game, low time</source>
        <translation>&amp;Звуки: ход, взятие, шах, конец партии, мало времени</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Фигуры:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
</context>
<context>
    <name>ferz::MainWindow</name>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Выберите шахматный движок UCI</translation>
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
        <translation>Движок анализирует партию двух игроков с часами: в настоящей партии это посторонняя помощь (FIDE 11.3). Анализ (Ctrl+E) выключает его.</translation>
    </message>
    <message>
        <source>White to move: play on the board, or choose File ▸ New Game (Ctrl+N) for the players&apos; names, a clock or an engine.</source>
        <translation>Ход белых: играйте на доске или выберите Файл ▸ Новая партия (Ctrl+N), чтобы задать имена игроков, часы или движок.</translation>
    </message>
</context>
<context>
    <name>ferz::MoveBox</name>
    <message>
        <source>Type a move (e4, Nf3, Кf3, O-O, e7e8Q) and press Enter</source>
        <translation>Введите ход (e4, Кf3, Nf3, 0–0, e7e8Ф) и нажмите Enter</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move in any notation Ferz reads: write for example e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>«%1» не похоже на ход ни в одной нотации, которую понимает Ferz: пишите, например, e4, Кf3, e:d5, 0–0 или e8Ф.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: no piece of that kind can go there in this position.</source>
        <translation>«%1»: в этой позиции так не может пойти ни одна фигура или пешка.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; fits more than one move (%2): say which piece moves.</source>
        <translation>«%1» подходит к нескольким ходам (%2): уточните, какой фигурой или пешкой вы ходите.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed. %2</source>
        <translation>Ход «%1» невозможен. %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; promotes the pawn: which piece does it become, %2, %3, %4 or %5?</source>
        <translation>«%1» — превращение пешки: в какую фигуру она превращается, %2, %3, %4 или %5?</translation>
    </message>
</context>
<context>
    <name>ferz::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свой вариант</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Без добавления</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Добавление по Фишеру</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Задержка по Бронштейну</translation>
    </message>
    <message>
        <source>minutes, or stages such as 40/90, 30</source>
        <translation>минуты или этапы, например 40/90, 30</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>the standard starting position</source>
        <translation>обычная начальная позиция</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Шаблон:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Часы:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Время:</translation>
    </message>
    <message>
        <source>&amp;Increment or delay per move:</source>
        <translation>&amp;Добавление или задержка за ход:</translation>
    </message>
    <message>
        <source>Start from &amp;FEN:</source>
        <translation>Начать с позиции &amp;FEN:</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>движок</translation>
    </message>
    <message>
        <source>your name, whichever colour you get</source>
        <translation>ваше имя, каким бы цветом вы ни играли</translation>
    </message>
    <message>
        <source>Minutes for the game (a fraction after a point or a comma: 0.5 or 0,5), or moves/minutes stages separated by a comma and a space: 40/90, 30 gives 90 minutes for 40 moves, then 30 minutes for the rest.</source>
        <translation>Минуты на партию (дробь — через точку или запятую: 0.5 или 0,5) или этапы «ходы/минуты» через запятую и пробел: 40/90, 30 — это 90 минут на 40 ходов, затем 30 минут до конца партии.</translation>
    </message>
    <message>
        <source>The time &quot;%1&quot; cannot be read: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>Не удаётся прочитать время «%1»: укажите минуты (90 или 0,5 — полминуты) или этапы, например 40/90, 30.</translation>
    </message>
    <message>
        <source>The clock needs a time: give minutes (90, or 0.5 for half a minute) or stages such as 40/90, 30.</source>
        <translation>Для часов нужно время: укажите минуты (90 или 0,5 — полминуты) или этапы, например 40/90, 30.</translation>
    </message>
    <message>
        <source>&amp;Draw at Random</source>
        <translation>Выбрать &amp;случайно</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Классические шахматы</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random)</source>
        <translation>Шахматы Фишера (Chess960)</translation>
    </message>
    <message>
        <source>The start position&apos;s number, 0 to 959 (518 is the standard position).</source>
        <translation>Номер начальной расстановки, от 0 до 959 (518 — обычная начальная позиция).</translation>
    </message>
    <message>
        <source>White&apos;s back rank</source>
        <translation>Первая горизонталь белых</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Ва&amp;риант:</translation>
    </message>
    <message>
        <source>Start position &amp;number:</source>
        <translation>&amp;Номер расстановки:</translation>
    </message>
    <message>
        <source>start position %1</source>
        <translation>начальная расстановка № %1</translation>
    </message>
</context>
<context>
    <name>ferz::NotationView</name>
    <message numerus="yes">
        <source>… %Ln earlier move(s)</source>
        <translation>
            <numerusform>… ещё %Ln ход раньше</numerusform>
            <numerusform>… ещё %Ln хода раньше</numerusform>
            <numerusform>… ещё %Ln ходов раньше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln later move(s) …</source>
        <translation>
            <numerusform>ещё %Ln ход дальше …</numerusform>
            <numerusform>ещё %Ln хода дальше …</numerusform>
            <numerusform>ещё %Ln ходов дальше …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[… %Ln more character(s): read them all]</source>
        <translation>
            <numerusform>[… ещё %Ln знак: прочитать всё]</numerusform>
            <numerusform>[… ещё %Ln знака: прочитать всё]</numerusform>
            <numerusform>[… ещё %Ln знаков: прочитать всё]</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Запись партии</translation>
    </message>
</context>
<context>
    <name>ferz::OpponentBox</name>
    <message>
        <source>The engine may &amp;resign a lost game</source>
        <translation>Движок может &amp;сдать проигранную партию</translation>
    </message>
    <message>
        <source>Two people at this board</source>
        <translation>Два человека за этой доской</translation>
    </message>
    <message>
        <source>You play White against the engine</source>
        <translation>Вы играете белыми против движка</translation>
    </message>
    <message>
        <source>You play Black against the engine</source>
        <translation>Вы играете чёрными против движка</translation>
    </message>
    <message>
        <source>You play a random colour against the engine</source>
        <translation>Вы играете против движка случайным цветом</translation>
    </message>
    <message>
        <source>The engine plays both sides</source>
        <translation>Движок играет за обе стороны</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Club player (about 1800)</source>
        <translation>Клубный игрок (около 1800)</translation>
    </message>
    <message>
        <source>Strong (about 2400)</source>
        <translation>Сильный (около 2400)</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Полная сила</translation>
    </message>
    <message>
        <source>Elo:</source>
        <translation>Эло:</translation>
    </message>
    <message>
        <source>No chess engine was found: install Stockfish, or choose an engine with Analysis ▸ Choose Engine…, to play against the computer.</source>
        <translation>Шахматный движок не найден: установите Stockfish или выберите движок через Анализ ▸ Выбрать движок…, чтобы играть против компьютера.</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Сила:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Who plays:</source>
        <translation>&amp;Кто играет:</translation>
    </message>
</context>
<context>
    <name>ferz::PictureCommands</name>
    <message>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Экспорт диаграммы</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>The diagram is in %1.</source>
        <translation>Диаграмма сохранена в %1.</translation>
    </message>
    <message>
        <source>The diagram is on the clipboard, with its description.</source>
        <translation>Диаграмма и её описание скопированы в буфер обмена.</translation>
    </message>
    <message>
        <source>Export Game as GIF</source>
        <translation>Экспорт партии в GIF</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Анимированный GIF (*.gif)</translation>
    </message>
    <message>
        <source>The game is in %1, a frame for each move.</source>
        <translation>Партия сохранена в %1: по кадру на каждый ход.</translation>
    </message>
</context>
<context>
    <name>ferz::PictureDialog</name>
    <message>
        <source>Export Diagram</source>
        <translation>Экспорт диаграммы</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>SVG drawing (scales to any size)</source>
        <translation>Рисунок SVG (масштабируется без потери качества)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>Export Game as GIF</source>
        <translation>Экспорт партии в GIF</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds</comment>
        <translation> с</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Время на ход:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>pixels</comment>
        <translation> пикс.</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
</context>
<context>
    <name>ferz::PlayCommands</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Who resigns? The game ends at once and cannot go on.</source>
        <translation>Кто сдаётся? Партия сразу закончится, продолжить её будет нельзя.</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Белые сдаются</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Чёрные сдаются</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Возврат хода</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move. %2, do you agree?</source>
        <translation>%1 просят вернуть последний ход. %2, вы согласны?</translation>
    </message>
    <message>
        <source>%1 does not agree to take the move back.</source>
        <translation>%1 не согласны вернуть ход.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>%1 The game is kept and the clock is paused. Go on with another engine, or as a game between two people?</source>
        <translation>%1 Партия сохранена, часы остановлены. Продолжить с другим движком или как партию двух людей?</translation>
    </message>
    <message>
        <source>Choose Another Engine…</source>
        <translation>Выбрать другой движок…</translation>
    </message>
    <message>
        <source>Two People Play On</source>
        <translation>Продолжают два человека</translation>
    </message>
    <message>
        <source>Choose a UCI Chess Engine</source>
        <translation>Выберите шахматный движок UCI</translation>
    </message>
    <message>
        <source>%1 The game is kept. Go on with another engine, or as a game between two people?</source>
        <translation>%1 Партия сохранена. Продолжить с другим движком или как партию двух людей?</translation>
    </message>
    <message>
        <source>Resume the clock to go on.</source>
        <translation>Чтобы продолжить, запустите часы.</translation>
    </message>
    <message>
        <source>The engine left the game: a person plays %1 now.</source>
        <translation>Движок вышел из партии. %1: теперь играет человек.</translation>
    </message>
    <message>
        <source>%1 plays %2 now.</source>
        <translation>%2: теперь играет %1.</translation>
    </message>
</context>
<context>
    <name>ferz::PlaySession</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source> · clock paused</source>
        <translation> · часы остановлены</translation>
    </message>
    <message>
        <source> · showing an earlier position (End returns to the game)</source>
        <translation> · показана одна из прежних позиций (End — вернуться к партии)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Moves are played at the last position: press End to go there.</source>
        <translation>Ходы делаются в последней позиции: нажмите End, чтобы перейти к ней.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) to go on playing.</source>
        <translation>Часы остановлены: пустите их (Партия ▸ Пустить часы), чтобы продолжить игру.</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Этот ход не даёт права требовать ничью: он сделан, и партия продолжается.</translation>
    </message>
    <message>
        <source>%1 offers a draw: the offer is made with the next move.</source>
        <translation>%1 предлагают ничью: предложение будет сделано вместе со следующим ходом.</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 отклоняют предложение ничьей.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Теперь сделайте ход, который повторяет позицию в третий раз или завершает 50 ходов: ничья будет потребована вместе с ним.</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>Последний ход взят назад.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: the engine plays %2.</source>
        <translation>Сейчас ходит %1 — движок (%2).</translation>
    </message>
    <message>
        <source>Against the engine, moves are taken back only in games without a clock.</source>
        <translation>В партии против движка ходы возвращаются только без часов.</translation>
    </message>
    <message>
        <source>The engine&apos;s own moves are not taken back.</source>
        <translation>Собственные ходы движка не возвращаются.</translation>
    </message>
    <message>
        <source>Your last move and the engine&apos;s answer were taken back.</source>
        <translation>Ваш последний ход и ответ движка возвращены.</translation>
    </message>
    <message>
        <source>The engine resigns: it sees no way to save the game.</source>
        <translation>Движок сдаётся: он не видит, как спасти партию.</translation>
    </message>
    <message>
        <source>The engine accepts the draw offer.</source>
        <translation>Движок принимает предложение ничьей.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by threefold repetition (Game ▸ Claim Draw)</source>
        <translation>%1 могут потребовать ничью по троекратному повторению позиции (Партия ▸ Потребовать ничью)</translation>
    </message>
    <message>
        <source>%1 may claim a draw by the fifty-move rule (Game ▸ Claim Draw)</source>
        <translation>%1 могут потребовать ничью по правилу 50 ходов (Партия ▸ Потребовать ничью)</translation>
    </message>
    <message>
        <source>%1 may claim a draw with the next move (Game ▸ Claim Draw with the Next Move)</source>
        <translation>%1 могут потребовать ничью следующим ходом (Партия ▸ Потребовать ничью следующим ходом)</translation>
    </message>
    <message>
        <source>The clock runs again.</source>
        <translation>Часы снова идут.</translation>
    </message>
    <message>
        <source>The engine declines the draw offer.</source>
        <translation>Движок отклоняет предложение ничьей.</translation>
    </message>
    <message>
        <source>%1 offers a draw: accept or decline it, or decline it by moving</source>
        <translation>%1 предлагают ничью: примите или отклоните предложение либо отклоните его своим ходом</translation>
    </message>
</context>
<context>
    <name>ferz::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые 0–0</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые 0–0–0</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные 0–0</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные 0–0–0</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>вертикаль %1</translation>
    </message>
    <message>
        <source>Side to &amp;move:</source>
        <translation>&amp;Очередь хода:</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Рокировка:</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>Взятие на &amp;проходе:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Счётчик &amp;полуходов:</translation>
    </message>
    <message>
        <source>&amp;Fullmove number:</source>
        <translation>&amp;Номер хода:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>Cop&amp;y FEN</source>
        <translation>&amp;Копировать FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>&amp;Вставить FEN</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Ошибки:</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Играть отсюда</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализировать</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>None: the position is legal.</source>
        <translation>Нет: позиция допустима.</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Не загружено: %1</translation>
    </message>
</context>
<context>
    <name>ferz::ProgressPage</name>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Решено заданий</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Звёзды</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Успехи: %1</translation>
    </message>
    <message>
        <source>Stages done: %1 of %2. Levels solved: %3 of %4. Stars: %5 of %6.</source>
        <translation>Пройдено этапов: %1 из %2. Решено заданий: %3 из %4. Звёзд: %5 из %6.</translation>
    </message>
    <message>
        <source>Puzzles from own games solved: %1 of %2. Levels and puzzles due for review today: %3.</source>
        <translation>Решено задач из своих партий: %1 из %2. Заданий и задач к повторению сегодня: %3.</translation>
    </message>
    <message>
        <source>Rules to practise</source>
        <translation>Правила, которые стоит повторить</translation>
    </message>
    <message>
        <source>No wrong answers so far.</source>
        <translation>Ошибок пока не было.</translation>
    </message>
    <message>
        <source>The stages whose levels were answered wrongly most often:</source>
        <translation>Этапы, в заданиях которых чаще всего ошибались:</translation>
    </message>
    <message>
        <source>%1: wrong answers: %2</source>
        <translation>%1: ошибок: %2</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Этапы</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
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
        <translation>Задачи не составлены: %1</translation>
    </message>
    <message>
        <source>Make Puzzles From Annotated Games</source>
        <translation>Составить задачи из аннотированных партий</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>No chess engine was found to weigh the moves: install Stockfish, or choose one with Analysis ▸ Choose Engine…</source>
        <translation>Не найден шахматный движок для оценки ходов: установите Stockfish или выберите движок командой «Анализ ▸ Выбрать движок…»</translation>
    </message>
    <message>
        <source>Weighing the marked moves…</source>
        <translation>Оценка отмеченных ходов…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Make Puzzles</source>
        <translation>Составление задач</translation>
    </message>
    <message>
        <source>Making puzzles was cancelled.</source>
        <translation>Составление задач отменено.</translation>
    </message>
    <message>
        <source>The file has no move marked ? or ??: annotate its games with the engine first.</source>
        <translation>В файле нет ходов со знаком ? или ??: сначала аннотируйте его партии движком.</translation>
    </message>
    <message>
        <source>New puzzles: %1, from %2 moves marked ? or ??.</source>
        <translation>Новых задач: %1 (из ходов со знаком ? или ??: %2).</translation>
    </message>
</context>
<context>
    <name>ferz::PuzzleText</name>
    <message>
        <source>In your game a weaker move was played here. Find a better one.</source>
        <translation>В вашей партии здесь был сделан более слабый ход. Найдите ход лучше.</translation>
    </message>
    <message>
        <source>From your game %1.</source>
        <translation>Из вашей партии %1.</translation>
    </message>
    <message>
        <source>%1 is not among the engine&apos;s best moves here. Look for a stronger one.</source>
        <translation>Хода %1 нет среди лучших ходов движка в этой позиции. Поищите ход сильнее.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game, and there is a better one.</source>
        <translation>Ход %1 был сделан в партии, а есть ход лучше.</translation>
    </message>
    <message>
        <source>%1 is not good enough: there is a better move.</source>
        <translation>Ход %1 недостаточно хорош: есть ход лучше.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game. It is refuted: %2</source>
        <translation>Ход %1 был сделан в партии. Опровержение: %2</translation>
    </message>
    <message>
        <source>%1 is not good enough. It is refuted: %2</source>
        <translation>Ход %1 недостаточно хорош. Опровержение: %2</translation>
    </message>
    <message>
        <source>Right: %1 is the engine&apos;s best move.</source>
        <translation>Верно: %1 — лучший ход движка.</translation>
    </message>
    <message>
        <source>Right: %1 is as good as the engine&apos;s best move, %2.</source>
        <translation>Верно: %1 не уступает лучшему ходу движка, %2.</translation>
    </message>
    <message>
        <source>In the game %1 was played, and it is refuted: %2</source>
        <translation>В партии был сделан ход %1, и его опровергает: %2</translation>
    </message>
</context>
<context>
    <name>ferz::ReviewSession</name>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>После %1</translation>
    </message>
    <message>
        <source> (variation %1 of %2)</source>
        <translation> (вариант %1 из %2)</translation>
    </message>
    <message>
        <source> · variations at the next move: %1 (→ then ↓)</source>
        <translation> · вариантов на следующем ходу: %1 (→, затем ↓)</translation>
    </message>
    <message>
        <source>Game %1 of %2 · %3</source>
        <translation>Партия %1 из %2 · %3</translation>
    </message>
    <message>
        <source>Not read by Ferz: %1</source>
        <translation>Не прочитано Ferz: %1</translation>
    </message>
    <message>
        <source>Keep the Unread Moves as a Comment</source>
        <translation>Сохранить непрочитанные ходы как комментарий</translation>
    </message>
</context>
<context>
    <name>ferz::RulesBrowser</name>
    <message>
        <source>Rules of Chess</source>
        <translation>Правила шахмат</translation>
    </message>
    <message>
        <source>&amp;Reset the Example</source>
        <translation>&amp;Вернуть пример</translation>
    </message>
    <message>
        <source>&amp;Practise This Rule</source>
        <translation>&amp;Потренироваться</translation>
    </message>
    <message>
        <source>Ferz Guide</source>
        <translation>Руководство Ferz</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>&amp;Claim a Draw</source>
        <translation>По&amp;требовать ничью</translation>
    </message>
    <message>
        <source>That move allows no draw claim: it stands, and the game goes on.</source>
        <translation>Этот ход не даёт права требовать ничью: он остаётся в силе, и партия продолжается.</translation>
    </message>
    <message>
        <source>Now make the move that repeats the position for the third time or completes fifty moves: the draw is claimed with it.</source>
        <translation>Теперь сделайте ход, который в третий раз повторяет позицию или завершает пятьдесят ходов: ничья будет потребована вместе с ним.</translation>
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
        <translation>Вставленная партия %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, партия %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Tab %1 of %2.</source>
        <translation>Вкладка %1 из %2.</translation>
    </message>
    <message>
        <source>%1, not saved</source>
        <translation>%1, не сохранена</translation>
    </message>
</context>
<context>
    <name>ferz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>A letter or digit</source>
        <translation>Буква или цифра</translation>
    </message>
    <message>
        <source>Starts typing a move on the board (e4, Nf3, Кf3, O-O)</source>
        <translation>Начинает запись хода на доске (e4, Nf3, Кf3, 0–0)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Plays the typed move</source>
        <translation>Делает записанный ход</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clears the typed move and returns to the board</source>
        <translation>Стирает записанный ход и возвращает к доске</translation>
    </message>
    <message>
        <source>Right click, right drag</source>
        <translation>Правый щелчок, протяжка правой кнопкой</translation>
    </message>
    <message>
        <source>Marks a square, draws an arrow (green; Shift red, Ctrl yellow, Alt blue)</source>
        <translation>Отмечает поле, рисует стрелку (зелёную; Shift — красную, Ctrl — жёлтую, Alt — синюю)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
</context>
<context>
    <name>ferz::Speech</name>
    <message>
        <source>Speak Aloud does not work: %1.</source>
        <translation>Чтение вслух не работает: %1.</translation>
    </message>
    <message>
        <source>Speak Aloud needs a speech engine: none is installed (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng).</source>
        <translation>Для чтения вслух нужен синтезатор речи, а он не установлен (в Debian — пакеты qt6-speech-speechd-plugin и speech-dispatcher-espeak-ng).</translation>
    </message>
    <message>
        <source>Speak Aloud has no voice for %1 (on Debian, the packages qt6-speech-speechd-plugin and speech-dispatcher-espeak-ng have one).</source>
        <translation>Для чтения вслух нет голоса для языка «%1» (в Debian он есть в пакетах qt6-speech-speechd-plugin и speech-dispatcher-espeak-ng).</translation>
    </message>
</context>
<context>
    <name>ferz::SymbolPalette</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Прочие знаки</translation>
    </message>
    <message>
        <source>Symbol palette</source>
        <translation>Палитра знаков</translation>
    </message>
    <message>
        <source>Point at a symbol, or move to it with the arrow keys, to read its name.</source>
        <translation>Наведите указатель на знак или перейдите к нему клавишами со стрелками, чтобы прочитать его название.</translation>
    </message>
</context>
<context>
    <name>ferz::UciEngine</name>
    <message>
        <source>No chess engine is set.</source>
        <translation>Шахматный движок не задан.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: a line of more than a million characters.</source>
        <translation>Движок выводит не UCI: строку длиннее миллиона символов.</translation>
    </message>
    <message>
        <source>The engine names a move that is not legal in the analysed position: “%1”.</source>
        <translation>Движок называет ход, невозможный в анализируемой позиции: «%1».</translation>
    </message>
    <message numerus="yes">
        <source>The engine did not answer “%1” within %n second(s).</source>
        <translation>
            <numerusform>Движок не ответил на «%1» за %n секунду.</numerusform>
            <numerusform>Движок не ответил на «%1» за %n секунды.</numerusform>
            <numerusform>Движок не ответил на «%1» за %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last thing it wrote was “%1”.</source>
        <translation>Последнее, что он вывел: «%1».</translation>
    </message>
    <message>
        <source>The engine %1 crashed.</source>
        <translation>Движок %1 аварийно завершился.</translation>
    </message>
    <message>
        <source>The engine %1 quit unexpectedly (exit code %2).</source>
        <translation>Движок %1 неожиданно завершил работу (код выхода %2).</translation>
    </message>
    <message>
        <source>Ferz could not start the engine “%1”: %2.</source>
        <translation>Не удалось запустить движок «%1»: %2.</translation>
    </message>
    <message>
        <source>Ferz lost the connection to the engine: %1.</source>
        <translation>Связь с движком потеряна: %1.</translation>
    </message>
    <message>
        <source>The engine writes something that is not UCI: “%1”.</source>
        <translation>Движок выводит не UCI: «%1».</translation>
    </message>
    <message>
        <source>The chosen engine “%1” does not exist.</source>
        <translation>Выбранного движка «%1» не существует.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is a folder, not a program.</source>
        <translation>Выбранный движок «%1» — это папка, а не программа.</translation>
    </message>
    <message>
        <source>The chosen engine “%1” is not allowed to run (it is not marked as executable).</source>
        <translation>Выбранный движок «%1» нельзя запустить: у файла нет права на выполнение.</translation>
    </message>
    <message>
        <source>The engine does not play Chess960 (it has no UCI_Chess960 option).</source>
        <translation>Движок не умеет играть в шахматы Фишера (у него нет параметра UCI_Chess960).</translation>
    </message>
</context>
<context>
    <name>ferz::WindowActions</name>
    <message>
        <source>&amp;English (K Q R B N)</source>
        <translation>&amp;Английская (K Q R B N)</translation>
    </message>
    <message>
        <source>&amp;Russian (Кр Ф Л С К)</source>
        <translation>&amp;Русская (Кр Ф Л С К)</translation>
    </message>
    <message>
        <source>&amp;Spanish (R D T A C)</source>
        <translation>&amp;Испанская (R D T A C)</translation>
    </message>
    <message>
        <source>&amp;Portuguese (R D T B C)</source>
        <translation>&amp;Португальская (R D T B C)</translation>
    </message>
    <message>
        <source>&amp;Figurines (♔ ♕ ♖ ♗ ♘)</source>
        <translation>&amp;Фигурки (♔ ♕ ♖ ♗ ♘)</translation>
    </message>
    <message>
        <source>Letters of the &amp;Interface Language</source>
        <translation>Буквы &amp;языка интерфейса</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>А&amp;ннотация</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>З&amp;наки</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Notation</source>
        <translation>&amp;Нотация</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ана&amp;лиз</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Threefold Repetition</source>
        <translation>По&amp;требовать ничью: троекратное повторение</translation>
    </message>
    <message>
        <source>&amp;Claim Draw: Fifty Moves</source>
        <translation>По&amp;требовать ничью: правило 50 ходов</translation>
    </message>
    <message>
        <source>&amp;Claim Draw with the Next Move</source>
        <translation>По&amp;требовать ничью следующим ходом</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>По&amp;требовать ничью</translation>
    </message>
    <message>
        <source>Resume &amp;Clock</source>
        <translation>&amp;Пустить часы</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>Остановить &amp;часы</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Print a board diagram after the shown move</source>
        <translation>Напечатать диаграмму позиции после показанного хода</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Открыть PGN…</translation>
    </message>
    <message>
        <source>&amp;Review PGN…</source>
        <translation>&amp;Разбор PGN…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export Game…</source>
        <translation>&amp;Экспорт партии…</translation>
    </message>
    <message>
        <source>Export All &amp;Games of the File…</source>
        <translation>Экспорт всех &amp;партий файла…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>П&amp;ечать…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Копировать &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Копировать &amp;PGN</translation>
    </message>
    <message>
        <source>Paste FEN &amp;or PGN</source>
        <translation>&amp;Вставить FEN или PGN</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Accept Draw</source>
        <translation>&amp;Принять ничью</translation>
    </message>
    <message>
        <source>D&amp;ecline Draw</source>
        <translation>&amp;Отклонить ничью</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Сдаться…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Взять ход назад</translation>
    </message>
    <message>
        <source>First Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last Position</source>
        <translation>Последняя позиция</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Предыдущий вариант</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Следующий вариант</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>П&amp;редыдущая партия</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>С&amp;ледующая партия</translation>
    </message>
    <message>
        <source>&amp;Diagram After This Move</source>
        <translation>&amp;Диаграмма после этого хода</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>&amp;Комментарий…</translation>
    </message>
    <message>
        <source>Edit &amp;Headers…</source>
        <translation>&amp;Заголовки партии…</translation>
    </message>
    <message>
        <source>Remove All Symbols</source>
        <translation>Убрать все знаки</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Поднять вариант</translation>
    </message>
    <message>
        <source>D&amp;emote Variation</source>
        <translation>&amp;Опустить вариант</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Сделать &amp;главным вариантом</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Удалить &amp;вариант</translation>
    </message>
    <message>
        <source>Delete Moves &amp;from Here</source>
        <translation>&amp;Удалить ходы отсюда</translation>
    </message>
    <message>
        <source>&amp;New Moves Become the Main Line</source>
        <translation>Новые &amp;ходы становятся главным вариантом</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>&amp;Auto-Flip for Two Players</source>
        <translation>&amp;Автоповорот для двух игроков</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Показывать &amp;возможные ходы</translation>
    </message>
    <message>
        <source>Ani&amp;mate Moves</source>
        <translation>Анимация &amp;ходов</translation>
    </message>
    <message>
        <source>&amp;Long Form (e2-e4)</source>
        <translation>Полная &amp;нотация (e2—e4)</translation>
    </message>
    <message>
        <source>L&amp;earning Mode</source>
        <translation>Режим &amp;обучения</translation>
    </message>
    <message>
        <source>&amp;Show Attacked Squares</source>
        <translation>Пока&amp;зывать атакованные поля</translation>
    </message>
    <message>
        <source>&amp;Automatic Draw at Threefold Repetition and Fifty Moves</source>
        <translation>&amp;Автоматическая ничья при троекратном повторении и 50 ходах</translation>
    </message>
    <message>
        <source>&amp;Touch-Move</source>
        <translation>Правило «&amp;тронул — ходи»</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>Ана&amp;лиз</translation>
    </message>
    <message>
        <source>Choose &amp;Engine…</source>
        <translation>Выбрать &amp;движок…</translation>
    </message>
    <message>
        <source>&amp;Rules of Chess</source>
        <translation>&amp;Правила шахмат</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>К&amp;лавиши</translation>
    </message>
    <message>
        <source>K+N+N Against a Lone King Is a &amp;Dead Position (Brazilian Rule Text)</source>
        <translation>Кр+К+К против одинокого короля — &amp;мёртвая позиция (бразильский текст правил)</translation>
    </message>
    <message>
        <source>Rules &amp;Course</source>
        <translation>&amp;Курс правил</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Открыть базу партий…</translation>
    </message>
    <message>
        <source>&amp;Import PGN into a Database…</source>
        <translation>&amp;Импорт PGN в базу партий…</translation>
    </message>
    <message>
        <source>&amp;Games with This Position</source>
        <translation>&amp;Партии с этой позицией</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;База партий</translation>
    </message>
    <message>
        <source>&amp;Board and Pieces…</source>
        <translation>&amp;Доска и фигуры…</translation>
    </message>
    <message>
        <source>Ferz &amp;Guide</source>
        <translation>&amp;Руководство Ferz</translation>
    </message>
    <message>
        <source>Offer a draw: the offer is made with your next move</source>
        <translation>Предложить ничью: предложение делается вместе с вашим следующим ходом</translation>
    </message>
    <message>
        <source>A&amp;nnotate with Engine…</source>
        <translation>Анн&amp;отировать движком…</translation>
    </message>
    <message>
        <source>Move Pieces with the &amp;Keyboard</source>
        <translation>Ходить с &amp;клавиатуры</translation>
    </message>
    <message>
        <source>Say the &amp;Last Move</source>
        <translation>Назвать &amp;последний ход</translation>
    </message>
    <message>
        <source>Say the &amp;Clocks</source>
        <translation>Назвать &amp;время на часах</translation>
    </message>
    <message>
        <source>Say &amp;White&apos;s Pieces</source>
        <translation>Назвать фигуры &amp;белых</translation>
    </message>
    <message>
        <source>Say &amp;Black&apos;s Pieces</source>
        <translation>Назвать фигуры &amp;чёрных</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;Rank</source>
        <translation>Назвать фигуры на &amp;горизонтали курсора</translation>
    </message>
    <message>
        <source>Say the Pieces on the Cursor&apos;s &amp;File</source>
        <translation>Назвать фигуры на в&amp;ертикали курсора</translation>
    </message>
    <message>
        <source>Say the &amp;Moves of the Piece Under the Cursor</source>
        <translation>Назвать &amp;ходы фигуры под курсором</translation>
    </message>
    <message>
        <source>Say Who &amp;Attacks and Defends the Cursor&apos;s Square</source>
        <translation>Назвать, кто &amp;атакует и защищает поле курсора</translation>
    </message>
    <message>
        <source>&amp;Speak</source>
        <translation>&amp;Озвучить</translation>
    </message>
    <message>
        <source>&amp;Speak Aloud</source>
        <translation>Читать в&amp;слух</translation>
    </message>
    <message>
        <source>F&amp;ind in Comments and Moves…</source>
        <translation>&amp;Найти в комментариях и ходах…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Найти &amp;следующее</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Найти пр&amp;едыдущее</translation>
    </message>
    <message>
        <source>Symbol &amp;Palette</source>
        <translation>&amp;Палитра знаков</translation>
    </message>
    <message>
        <source>Show the E&amp;valuations ([%eval]) Beside the Moves</source>
        <translation>Показывать &amp;оценки ([%eval]) рядом с ходами</translation>
    </message>
    <message>
        <source>&amp;More Symbols</source>
        <translation>&amp;Другие знаки</translation>
    </message>
    <message>
        <source>&amp;Add the Game to the Database</source>
        <translation>&amp;Добавить партию в базу</translation>
    </message>
    <message>
        <source>Find D&amp;uplicate Games</source>
        <translation>Найти д&amp;убликаты</translation>
    </message>
    <message>
        <source>&amp;Export the Listed Games to PGN…</source>
        <translation>&amp;Экспорт партий списка в PGN…</translation>
    </message>
    <message>
        <source>Export &amp;Diagram…</source>
        <translation>Экспорт &amp;диаграммы…</translation>
    </message>
    <message>
        <source>Export Game as G&amp;IF…</source>
        <translation>Экспорт партии в G&amp;IF…</translation>
    </message>
    <message>
        <source>Copy &amp;Diagram</source>
        <translation>Копировать &amp;диаграмму</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Следу&amp;ющая вкладка</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>П&amp;редыдущая вкладка</translation>
    </message>
    <message>
        <source>Close &amp;Tab</source>
        <translation>&amp;Закрыть вкладку</translation>
    </message>
    <message>
        <source>Open New Games in &amp;Tabs</source>
        <translation>Открывать новые пар&amp;тии на вкладках</translation>
    </message>
</context>
<context>
    <name>ferz::Workspace</name>
    <message>
        <source>Cannot read game %1 of %2.</source>
        <translation>Не удаётся прочитать партию %1 из %2.</translation>
    </message>
    <message>
        <source>Game %1 was read up to an error: %2</source>
        <translation>Партия %1 прочитана до ошибки: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>There is no game in %1.</source>
        <translation>В %1 нет ни одной партии.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Открыт файл %1.</translation>
    </message>
    <message>
        <source>A new game starts from the pasted position.</source>
        <translation>Новая партия начинается со вставленной позиции.</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN nor a PGN game: %1</source>
        <translation>В буфере обмена нет ни FEN, ни партии в PGN: %1</translation>
    </message>
    <message>
        <source>The pasted game is on the board.</source>
        <translation>Вставленная партия на доске.</translation>
    </message>
    <message>
        <source>The game in progress was restored.</source>
        <translation>Незаконченная партия восстановлена.</translation>
    </message>
    <message>
        <source>The unsaved edits were restored: save them to keep them.</source>
        <translation>Несохранённые правки восстановлены: сохраните их, чтобы не потерять.</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Партия снова автосохраняется.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1: %2. Ferz keeps trying; save the game to be safe.</source>
        <translation>Партию не удаётся автосохранить в %1: %2. Ferz продолжает попытки; для надёжности сохраните партию.</translation>
    </message>
    <message>
        <source>The finished game was restored: save it to keep it.</source>
        <translation>Законченная партия восстановлена: сохраните её, чтобы не потерять.</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled; the game shown stays.</source>
        <translation>Открытие %1 отменено; показанная партия остаётся.</translation>
    </message>
    <message>
        <source>%1 is still being read; wait for it, or cancel it, before opening %2.</source>
        <translation>%1 ещё читается; дождитесь конца или отмените чтение, прежде чем открывать %2.</translation>
    </message>
    <message>
        <source>The restored game is not linked to %1, which was still being read: Save As writes it to a file.</source>
        <translation>Восстановленная партия не связана с файлом %1: он ещё читался. «Сохранить как» запишет её в файл.</translation>
    </message>
    <message>
        <source>%1 no longer holds the restored game as it was read, so the game is not linked to it: Save As writes it to a file.</source>
        <translation>В файле %1 больше нет восстановленной партии в том виде, в каком она была прочитана, поэтому партия с ним не связана. «Сохранить как» запишет её в файл.</translation>
    </message>
    <message>
        <source>The clock is paused: resume it (Game ▸ Resume Clock) when both players are ready.</source>
        <translation>Часы остановлены: пустите их (Партия ▸ Пустить часы), когда оба игрока будут готовы.</translation>
    </message>
    <message>
        <source>The clipboard&apos;s %1 games are listed, the first on the board; Save As writes them to a file.</source>
        <translation>Партии из буфера обмена (%1) показаны в списке, первая — на доске; «Сохранить как» запишет их в файл.</translation>
    </message>
    <message>
        <source>The clipboard holds several games, but Ferz cannot keep them in a file of its own in %1 to list them.</source>
        <translation>В буфере обмена несколько партий, но Ferz не может сохранить их в собственном файле в %1, чтобы показать список.</translation>
    </message>
    <message>
        <source>Another Ferz is running and keeps its own autosave: the games of this window are not autosaved. Save them to keep them.</source>
        <translation>Уже запущен другой Ferz, и автосохранение ведёт он: партии этого окна не сохраняются автоматически. Сохраните их сами, чтобы не потерять.</translation>
    </message>
    <message>
        <source>The clock of the game left was paused: it waits for its players in its tab.</source>
        <translation>Часы партии, с вкладки которой вы ушли, остановлены: партия ждёт игроков на своей вкладке.</translation>
    </message>
    <message numerus="yes">
        <source>%n games were restored, each in a tab of its own: save them to keep them.</source>
        <translation>
            <numerusform>Восстановлена %n партия, каждая на своей вкладке: сохраните их, чтобы не потерять.</numerusform>
            <numerusform>Восстановлены %n партии, каждая на своей вкладке: сохраните их, чтобы не потерять.</numerusform>
            <numerusform>Восстановлено %n партий, каждая на своей вкладке: сохраните их, чтобы не потерять.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Chess for players, annotators and learners</source>
        <translation>Шахматы для игроков, комментаторов и начинающих</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Сохранить снимок главного окна в &lt;file&gt; и выйти.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>With --screenshot: show the position &lt;fen&gt;.</source>
        <translation>С --screenshot: показать позицию &lt;fen&gt;.</translation>
    </message>
    <message>
        <source>fen</source>
        <translation>fen</translation>
    </message>
    <message>
        <source>With --screenshot: show the first game of &lt;file&gt;.</source>
        <translation>С --screenshot: показать первую партию из &lt;file&gt;.</translation>
    </message>
    <message>
        <source>With --pgn: show the position after &lt;n&gt; plies.</source>
        <translation>С --pgn: показать позицию после &lt;n&gt; полуходов.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>With --screenshot: the window size.</source>
        <translation>С --screenshot: размер окна.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ШxВ</translation>
    </message>
    <message>
        <source>The language of the interface (en, ru, es, pt) for this run.</source>
        <translation>Язык интерфейса (en, ru, es, pt) для этого запуска.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>код</translation>
    </message>
    <message>
        <source>With --screenshot: turn learning mode on.</source>
        <translation>С --screenshot: включить режим обучения.</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules window on &lt;page&gt;.</source>
        <translation>С --screenshot: снять окно правил на странице &lt;page&gt;.</translation>
    </message>
    <message>
        <source>page</source>
        <translation>страница</translation>
    </message>
    <message>
        <source>A PGN file whose game to go on playing.</source>
        <translation>Файл PGN с партией, которую нужно продолжить.</translation>
    </message>
    <message>
        <source>--%1 needs --screenshot</source>
        <translation>--%1 требует --screenshot</translation>
    </message>
    <message>
        <source>give either --fen or --pgn, not both</source>
        <translation>укажите --fen или --pgn, но не оба сразу</translation>
    </message>
    <message>
        <source>--ply needs --pgn</source>
        <translation>--ply требует --pgn</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>неожиданный аргумент «%1»</translation>
    </message>
    <message>
        <source>--lang must be en, ru, es or pt, not &quot;%1&quot;</source>
        <translation>--lang должен быть en, ru, es или pt, а не «%1»</translation>
    </message>
    <message>
        <source>--ply must be a number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--ply должен быть числом от 0 до %1, а не «%2»</translation>
    </message>
    <message>
        <source>there is no rule page &quot;%1&quot;</source>
        <translation>нет страницы правил «%1»</translation>
    </message>
    <message>
        <source>With --screenshot: let the engine analyse for &lt;seconds&gt; first.</source>
        <translation>Вместе с --screenshot: сначала дать движку анализировать &lt;seconds&gt; секунд.</translation>
    </message>
    <message>
        <source>--analyse must be a number of seconds from 0 to 600, not &quot;%1&quot;</source>
        <translation>--analyse должно быть числом секунд от 0 до 600, а не «%1»</translation>
    </message>
    <message>
        <source>With --pgn: show game &lt;n&gt; of the file (review mode).</source>
        <translation>С --pgn: показать партию &lt;n&gt; из файла (режим разбора).</translation>
    </message>
    <message>
        <source>--game must be a number from 1 to %1, not &quot;%2&quot;</source>
        <translation>--game должен быть числом от 1 до %1, а не «%2»</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels, not &quot;%3&quot;</source>
        <translation>--size должен быть ШИРИНАxВЫСОТА, каждое от %1 до %2 пикселей, а не «%3»</translation>
    </message>
    <message>
        <source>stage:level</source>
        <translation>этап:задание</translation>
    </message>
    <message>
        <source>there is no course level &quot;%1&quot;</source>
        <translation>в курсе нет задания «%1»</translation>
    </message>
    <message>
        <source>With --screenshot: draw the pieces of set &lt;name&gt; (%1).</source>
        <translation>С --screenshot: рисовать фигуры набора &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>With --screenshot: colour the board by theme &lt;name&gt; (%1).</source>
        <translation>С --screenshot: раскрасить доску в тему &lt;name&gt; (%1).</translation>
    </message>
    <message>
        <source>With --screenshot: picture the Ferz Guide on &lt;page&gt;.</source>
        <translation>С --screenshot: снять руководство Ferz на странице &lt;page&gt;.</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 должно быть одним из: %2, а не «%3»</translation>
    </message>
    <message>
        <source>there is no guide page &quot;%1&quot;</source>
        <translation>нет страницы руководства «%1»</translation>
    </message>
    <message>
        <source>--pgn needs a PGN file; %1 is a Ferz game database</source>
        <translation>для --pgn нужен файл PGN; %1 — база партий Ferz</translation>
    </message>
    <message>
        <source>With --screenshot: picture the rules course at &lt;stage:level&gt;, the stage by its number in the stage list (14:3) or its name (castling:3, review:1, puzzles:2), or the learner&apos;s progress page (progress).</source>
        <translation>С --screenshot: снять курс правил на задании &lt;этап:задание&gt;, этап — по номеру в списке этапов (14:3) или по имени (castling:3, review:1, puzzles:2), либо страницу успехов ученика (progress).</translation>
    </message>
</context>
</TS>
