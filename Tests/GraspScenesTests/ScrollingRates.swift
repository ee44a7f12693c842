// Why this file exists: the scrolling scenes promise the same outcome at 60, 120 and 240 Hz, so their
// tests replay one synthesized gesture at each rate (`SceneTestHost.replay`), with input sampled and
// frames ticked at that rate; these are the rates.

/// The rates every scrolling scene's contract is checked at.
let scrollingRates: [Double] = [60, 120, 240]
