<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The autosaved game could not be read (%1); the file was set aside as %2.</source>
        <translation>Não foi possível ler a partida salva automaticamente (%1); o arquivo foi separado como %2.</translation>
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
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>Wood</source>
        <translation>Madeira</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Verde de torneio</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Book grey</source>
        <translation>Cinza de livro</translation>
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
        <source>only Black may offer the next draw (White&apos;s offer was declined)</source>
        <translation>só as pretas podem oferecer o próximo empate (a oferta das brancas foi recusada)</translation>
    </message>
    <message>
        <source>only White may offer the next draw (Black&apos;s offer was declined)</source>
        <translation>só as brancas podem oferecer o próximo empate (a oferta das pretas foi recusada)</translation>
    </message>
    <message>
        <source>Black declined White&apos;s draw offer, so only Black may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>As pretas recusaram a oferta de empate das brancas, então só as pretas podem oferecer o próximo empate. É o que diz o texto brasileiro de regras, para que um jogador não fique incomodando o adversário com propostas (Ajuda ▸ Regras do xadrez ▸ O empate).</translation>
    </message>
    <message>
        <source>White declined Black&apos;s draw offer, so only White may offer the next draw. The Brazilian rule text says so, to keep a player from pestering the opponent with offers (Help ▸ Rules of Chess ▸ Draws).</source>
        <translation>As brancas recusaram a oferta de empate das pretas, então só as brancas podem oferecer o próximo empate. É o que diz o texto brasileiro de regras, para que um jogador não fique incomodando o adversário com propostas (Ajuda ▸ Regras do xadrez ▸ O empate).</translation>
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
        <source>This pawn is pinned: moving it would expose your king to %1.</source>
        <translation>Este peão está cravado: se ele se mover, seu rei ficará exposto a %1.</translation>
    </message>
    <message>
        <source>This knight is pinned: moving it would expose your king to %1.</source>
        <translation>Este cavalo está cravado: se ele se mover, seu rei ficará exposto a %1.</translation>
    </message>
    <message>
        <source>This bishop is pinned: moving it would expose your king to %1.</source>
        <translation>Este bispo está cravado: se ele se mover, seu rei ficará exposto a %1.</translation>
    </message>
    <message>
        <source>This rook is pinned: moving it would expose your king to %1.</source>
        <translation>Esta torre está cravada: se ela se mover, seu rei ficará exposto a %1.</translation>
    </message>
    <message>
        <source>This queen is pinned: moving it would expose your king to %1.</source>
        <translation>Esta dama está cravada: se ela se mover, seu rei ficará exposto a %1.</translation>
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
        <translation>Seu rei está em xeque por %1, e este lance não o evita.</translation>
    </message>
    <message>
        <source>Taking en passant here would expose your king to %1.</source>
        <translation>Capturar en passant aqui deixaria seu rei exposto a %1.</translation>
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
</context>
<context>
    <name>Learning</name>
    <message>
        <source>Check from %1 (framed in red).</source>
        <translation>Xeque de %1 (com moldura vermelha).</translation>
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
</context>
<context>
    <name>PgnDatabase</name>
    <message>
        <source>the file became shorter while it was copied</source>
        <translation>o arquivo ficou menor enquanto era copiado</translation>
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
        <translation>Staunton (símbolos da fonte)</translation>
    </message>
    <message>
        <source>Fancy (from GNOME Chess)</source>
        <translation>Elegantes (do GNOME Chess)</translation>
    </message>
    <message>
        <source>Simple (from GNOME Chess)</source>
        <translation>Simples (do GNOME Chess)</translation>
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
    <name>ferz::BoardController</name>
    <message>
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Peça tocada: você tocou %1, então essa peça deve ser jogada.</translation>
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
        <source>Analysis</source>
        <translation>Análise</translation>
    </message>
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
        <source>Touch-move: you touched %1, so that piece must move.</source>
        <translation>Peça tocada: você tocou %1, então essa peça deve ser jogada.</translation>
    </message>
    <message>
        <source>Ferz Guide</source>
        <translation>Guia do Ferz</translation>
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
        <translation>Letras do &amp;idioma da interface</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
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
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análise</translation>
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
        <translation>&amp;Imprimir…</translation>
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
        <source>&amp;Paste FEN or PGN</source>
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
        <translation>&amp;Voltar lance</translation>
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
        <source>P&amp;revious Game</source>
        <translation>Partida &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>&amp;Próxima partida</translation>
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
        <translation>Editar &amp;cabeçalhos…</translation>
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
        <source>&amp;Demote Variation</source>
        <translation>&amp;Rebaixar variante</translation>
    </message>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Tornar linha &amp;principal</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Apagar &amp;variante</translation>
    </message>
    <message>
        <source>Delete Moves from &amp;Here</source>
        <translation>Apagar lances a partir &amp;daqui</translation>
    </message>
    <message>
        <source>New Moves Become the &amp;Main Line</source>
        <translation>Lances novos viram a linha &amp;principal</translation>
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
        <source>Show &amp;Attacked Squares</source>
        <translation>Mostrar casas &amp;atacadas</translation>
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
        <source>Offer a draw: the offer is made with your next move</source>
        <translation>Oferecer empate: a oferta é feita com o seu próximo lance</translation>
    </message>
    <message>
        <source>&amp;Board and Pieces…</source>
        <translation>&amp;Tabuleiro e peças…</translation>
    </message>
    <message>
        <source>Ferz &amp;Guide</source>
        <translation>&amp;Guia do Ferz</translation>
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
        <source>%1 no longer holds the game as it was read, so the restored game is not linked to it: Save As writes it to a file.</source>
        <translation>%1 não contém mais a partida como foi lida, então a partida restaurada não fica ligada a ele: &quot;Salvar como&quot; a grava em um arquivo.</translation>
    </message>
    <message>
        <source>The game in progress was restored.</source>
        <translation>A partida em andamento foi restaurada.</translation>
    </message>
    <message>
        <source>The unsaved edits were restored: save them to keep them.</source>
        <translation>As alterações não salvas foram recuperadas: salve-as para mantê-las.</translation>
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
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 deve ser um de %2, não &quot;%3&quot;</translation>
    </message>
    <message>
        <source>With --screenshot: picture the Ferz Guide on &lt;page&gt;.</source>
        <translation>Com --screenshot: capturar o Guia do Ferz na página &lt;page&gt;.</translation>
    </message>
    <message>
        <source>there is no guide page &quot;%1&quot;</source>
        <translation>não existe a página do guia &quot;%1&quot;</translation>
    </message>
</context>
</TS>
