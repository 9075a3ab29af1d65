/* A first look without a file: a made-up game and list, event and club season, written for
   this calculator (the players are invented); the event and the season open as files would.
   The event is a six-player round robin with two juniors (K 40; only their birth dates are
   given) and an unrated player who gets a first rating; the season is six weeks of a club's
   ladder. */

/** The example tournament file (TRF). */
export const EXAMPLE_EVENT = {
  name: 'example.trf',
  text: `012 Example Club Open
022 Porto
032 POR
042 2026/09/05
052 2026/09/06
062 6
092 Individual: Round-Robin
122 60 min + 30 sec
001    1 w    Moreira, Helena                   2215 POR                         4.0    2     6 w 1     2 w =     3 b 1     4 w 1     5 b =
001    2 m    Tanaka, Ren                       2080 JPN             2009/06/30  4.5    1     5 w 1     1 b =     6 w 1     3 w 1     4 b 1
001    3 m    Okafor, Daniel                    1990 NGA                         1.5    4     4 w =     5 b 1     1 w 0     2 b 0     6 w 0
001    4 w    Lindqvist, Sara                   1875 SWE                         1.0    6     3 b =     6 b 0     5 w =     1 b 0     2 w 0
001    5 m    Ribeiro, Tiago                    1760 BRA             2011/02/17  1.5    5     2 b 0     3 w 0     4 b =     6 b =     1 w =
001    6 w    Walsh, Aoife                           IRL                         2.5    3     1 b 0     4 w 1     2 b 0     5 w =     3 b 1
`
};

/** The example game and list: 1600 beats 1400, then four games of a tournament. */
export const EXAMPLE_GAME = {
  ratingA: '1600',
  ratingB: '1400',
  result: '1',
  games: '1500 | 1\n1700 | ½\n1650 | 0\n1550 | 1'
};

/** The example season, one game a line. */
export const EXAMPLE_SEASON = {
  name: 'example.txt',
  text: `2026-09-02 Helena Moreira - Ren Tanaka 1-0
2026-09-02 Daniel Okafor - Sara Lindqvist ½-½
2026-09-09 Ren Tanaka - Daniel Okafor 1-0
2026-09-09 Sara Lindqvist - Helena Moreira 0-1
2026-09-16 Tiago Ribeiro - Ren Tanaka 0-1
2026-09-16 Helena Moreira - Daniel Okafor ½-½
2026-09-23 Sara Lindqvist - Tiago Ribeiro 1-0
2026-09-23 Ren Tanaka - Helena Moreira ½-½
2026-09-30 Daniel Okafor - Tiago Ribeiro 1-0
2026-09-30 Ren Tanaka - Sara Lindqvist 1-0
2026-10-07 Tiago Ribeiro - Helena Moreira 0-1
2026-10-07 Sara Lindqvist - Daniel Okafor 0-1
`
};
