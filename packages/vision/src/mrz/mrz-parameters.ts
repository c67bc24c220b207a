// The MRZ reader's tuned values, stage by stage: each with its unit, what it trades, and
// the figure that chose it where one was recorded (the rounds that measured them are in
// docs/vision-history.md). A value is changed only against the development set
// (scripts/development-set.ts) and checked on the evaluation set, never tuned on it.
//
// Units: "capitals" are multiples of the line's capital height, "pitches" of the
// distance between neighbouring cells, "steps" of the median distance between
// neighbouring glyphs (a pitch as first measured), "typical widths" of the median
// component width of the line; grey levels are 0-255 on the band stretched to its range.

// ---------------------------------------------------------------------------------------
// The grid (segment-mrz.ts): glyphs as connected components of ink, grouped into lines,
// cells fitted along each line.
// ---------------------------------------------------------------------------------------

/**
 * How much darker than its neighbourhood (0-255, the band stretched) a pixel is ink. A
 * blurred print, a small page enlarged to its straightened width, spreads its glyphs into
 * one another at the first: when it gives no grid, the stricter one keeps their cores apart.
 */
export const INK_CONTRAST = 12;
export const STRICT_INK_CONTRAST = 36;

/** Components an MRZ's capitals and digits make at least (a TD1 holds some 40 of 90). */
export const MIN_CAPITALS = 15;

/**
 * Components whose height lies within these fractions of the capital height are glyphs
 * (capitals, digits, the shorter '<' fillers: under 0.3 is a speck, over 1.35 two glyphs
 * merged with a line above or a frame). Lower lets broken glyph pieces in, higher loses
 * fillers.
 */
export const GLYPH_HEIGHT = { min: 0.3, max: 1.35 } as const;

/**
 * The capital height (capitalHeight): a component a third as wide as high or more has a
 * capital's shape (width / height; not a barcode's bar, nor an I or a 1) ...
 */
export const CAPITAL_MIN_ASPECT = 0.33;
/** ... and the tallest height that enough of them share within this fraction is it. */
export const CAPITAL_HEIGHT_TOLERANCE = 0.12;
/** Without such a height, this percentile (0-1) of every component's height. */
export const CAPITAL_FALLBACK_PERCENTILE = 0.7;

/**
 * Lines of one MRZ (consistent): their pitches differ by at most this ratio, and each
 * follows the one above at LINES_GAP capitals. Wider lets print above the MRZ pass for
 * one of its lines; narrower loses an MRZ printed with loose line spacing.
 */
export const LINES_MAX_PITCH_RATIO = 1.12;
export const LINES_GAP = { min: 0.9, max: 2.6 } as const;

/**
 * Grouping glyphs into lines (groupLines): components this tall or more (capitals) chain
 * the lines, level after level; a level further than LINE_BREAK capitals from the last
 * starts a new line; a smaller component joins the nearest line within SMALL_JOIN
 * capitals, or none. Chaining from small components too let a background's specks join
 * two lines into one.
 */
export const LINE_CHAIN_MIN_HEIGHT = 0.5;
export const LINE_BREAK = 0.55;
export const SMALL_JOIN = 0.5;

/** How far from a whole number of pitches a names' line may start to be put in step. */
export const NAMES_STEP_SLACK = 0.3;

/** A line holding fewer glyphs than this share of its cells is no MRZ line (fitCells). */
export const LINE_MIN_GLYPH_SHARE = 0.6;
/**
 * A component up to this many typical widths wide is one glyph (wider: glyphs a bold
 * print joined), and only those measure the step and walk the line.
 */
export const SINGLE_GLYPH_MAX_WIDTH = 1.6;
/**
 * Shapes beside the MRZ stand apart from its cells by more than this much paper (steps,
 * edge to edge: a bold print's joined glyphs have far centres but no paper between
 * them) ...
 */
export const APART_GAP = 1.1;
/** ... and are trimmed from each end when they span no more than this (steps). */
export const END_TRIM_SPAN = 1.5;
/**
 * The line's span holds its cells within this many cells at the median step, or within
 * SPAN_SLACK_MIDDLE at the pitch fitted to its middle (pitchAt: in perspective the pitch
 * grows along the line, and where a bold print joined one end's glyphs the median step is
 * the other end's).
 */
export const SPAN_SLACK_MEDIAN = 1.5;
export const SPAN_SLACK_MIDDLE = 1;
/**
 * The line's height is this percentile (0-1) of its components' heights, and components
 * at least TALL_SHARE of it fit the line's level and slope.
 */
export const LINE_HEIGHT_PERCENTILE = 0.8;
export const TALL_SHARE = 0.85;
/** A first pitch from the span is kept within this fraction of the median step. */
export const SPAN_PITCH_TOLERANCE = 0.12;
/** A component under this share of the line's height is a short '<' filler (own offset). */
export const SHORT_GLYPH_HEIGHT = 0.8;

/**
 * Walking the line glyph to glyph (fitCells): a glyph of half a typical width or more
 * leads the walk (a reflection's broken pieces get their cell but do not lead); a step
 * within WALK_STEP_TOLERANCE of the local pitch updates it, keeping WALK_KEEP of the old
 * pitch and taking WALK_TAKE of the step.
 */
export const WALK_MIN_WIDTH = 0.5;
export const WALK_STEP_TOLERANCE = 0.15;
export const WALK_KEEP = 0.7;
export const WALK_TAKE = 0.3;

/** The least-squares cell fit needs glyphs in this share of the cells at least. */
export const FIT_MIN_GLYPH_SHARE = 0.4;
/** A small ridge on the short-filler offset's term: a line without fillers fits none. */
export const SHORT_OFFSET_RIDGE = 1e-3;
/**
 * A pitch that changes by more than this share along the line is not a perspective (15°
 * of tilt across a phone's field of view changes it by up to 30 %), unless a straight
 * pitch misses some glyph by more than STRAIGHT_MISFIT pitches while the curved one fits
 * all within CURVED_FIT (a line of narrow I's then wide glyphs, seen steeply: fitted
 * straight, its first cell fell a whole cell early).
 */
export const MAX_PITCH_CHANGE = 0.4;
export const STRAIGHT_MISFIT = 0.35;
export const CURVED_FIT = 0.2;
/** The fitted mean pitch must lie within this fraction of the median step. */
export const MEAN_PITCH_TOLERANCE = 0.12;
/**
 * Components this share of the line's height or taller are glyphs when specks beside the
 * line's first glyph pushed the grid a cell or more (the line is fitted again without
 * the specks).
 */
export const SPECK_GLYPH_HEIGHT = 0.5;
/**
 * Following the fit locally: glyphs off their cell by less than this many pitches, within
 * LOCAL_WINDOW cells of a cell, move it and stretch its pitch, the stretch bounded to
 * LOCAL_MAX_STRETCH of the pitch.
 */
export const LOCAL_MAX_RESIDUAL = 0.35;
export const LOCAL_WINDOW = 5;
export const LOCAL_MAX_STRETCH = 0.06;
/** pitchAt: steps within this fraction of the median step are one glyph to the next. */
export const NEIGHBOUR_STEP_TOLERANCE = 0.25;
/** The slant searched (degrees either way) and its step (degrees). */
export const SLANT_MAX_DEGREES = 8;
export const SLANT_STEP_DEGREES = 0.25;
/** A cell's sampling window: one pitch wide and this many capitals high. */
export const CELL_WINDOW_HEIGHT = 1.3;

// ---------------------------------------------------------------------------------------
// Decoding (decode-mrz.ts): costs are lost correlation (template score units, 0-2).
// ---------------------------------------------------------------------------------------

/**
 * Above this much lost similarity (summed over the characters changed) a check digit is
 * not forced to pass: the read stays as it is and the failure is reported.
 */
export const MAX_REPAIR_COST = 0.45;

/** How close another letter must score in a name's cell to be one it may hold. */
export const NAME_ALTERNATIVE = 0.1;

/**
 * Under this margin two glyphs are a near tie; in a field no check
 * digit covers a wider one, as nothing else would catch a misread there (an E whose lower
 * bar a reflection took reads as an F by 0.05–0.1).
 */
export const NEAR_TIE = 0.05;

export const OPEN_NEAR_TIE = 0.07;

/**
 * Letters that are another letter less some strokes (F is E without its lower bar, L
 * without its upper two): a glare spot that takes the strokes makes the lesser letter
 * score clearly best, so in a field no check covers it is doubtful while the fuller letter
 * scores within the margin, wider for two strokes lost than for one (an OCR-B card back in
 * hard light: an E whose upper arms a reflection washed out scored 0.16 over L, and the
 * names came out valid and wrong).
 */
export const FEWER_STROKES: Record<string, { fuller: string; margin: number }> = {
  F: { fuller: 'E', margin: 0.1 },
  L: { fuller: 'E', margin: 0.2 },
};

/** How close a 0 must score to a U read in a checked field for the U to be unsettled (CHECKED_FEWER_STROKES). */
export const STROKE_NEAR_TIE = 0.1;

/**
 * The same in a field a check digit covers, where the lesser glyph counts as much as the
 * fuller one: U is 0 without its top (both count 0 to a check digit). A TD1 document
 * number whose 0, under a glare spot, both readers read as U came out valid and wrong.
 */
export const CHECKED_FEWER_STROKES: Record<string, string> = { U: '0' };

// ---------------------------------------------------------------------------------------
// Glyph scoring (read-cells.ts): mean best correlation per cell, 0-1.
// ---------------------------------------------------------------------------------------

/** OCR-B prints fit their templates at 0.95 (median over the development set); other fonts lower. */
export const OCR_B_SURE = 0.93;

/** How much better (mean correlation per cell) another font must fit than OCR-B. */
export const FONT_LEAD = 0.02;

// ---------------------------------------------------------------------------------------
// Reading (read-mrz.ts).
// ---------------------------------------------------------------------------------------

/**
 * What the cell classifier's log-probability weighs beside a template score: a character it
 * finds 1,000 times less likely costs 0.2 more. On the development set 0.03 and 0.1 read 395
 * and 394 of 428 MRZs exactly, against 374 without the classifier.
 */
export const CLASSIFIER_WEIGHT = 0.03;

/**
 * Under this share of the grid's median contrast a cell shows too little of its glyph for
 * the classifier's word to count in full: its log-probabilities are scaled by the share
 * shown (a glare spot's washed-out 0 that the classifier put at about 1e-5 forced a 3
 * beside it to a 7 to pass the check digit).
 */
export const CLASSIFIER_SHOWN = 0.5;

/**
 * How far a reflection must lift a cell's print, as a share of its neighbours' span from
 * ink to paper, to count as glare over it: its darkest (GLARE_INK_LIFT) or its brightest
 * pixels (GLARE_PAPER_LIFT), each at its 5th or 95th percentile, against the median of the
 * cells up to GLARE_NEIGHBOURS either side (light falling off along a line lifts them alike).
 */
export const GLARE_INK_LIFT = 0.2;

export const GLARE_PAPER_LIFT = 0.15;

export const GLARE_NEIGHBOURS = 4;
/** The percentiles (0-1) of a cell's samples that stand for its ink and its paper. */
export const GLARE_PERCENTILES = { ink: 0.05, paper: 0.95 } as const;

/** Trusted cells a document's own templates need at least (a TD3 has 88 cells). */
export const MIN_TRUSTED = 12;

/** How much a filler must beat every glyph to be trusted as one. */
export const FILLER_MARGIN = 0.15;

/**
 * Under this mean correlation the print is in a font none of the template sets was made
 * from (see glyphSetOf): a valid read then stands only when tesseract reads the same.
 */
export const FAMILIAR_FIT = 0.9;

/**
 * OCR-B's own templates fit a shaken or blurred OCR-B print at 0.88–0.9 (the tuning set's
 * motion shots); a print in a font no set was made from that OCR-B fits best stays under 0.8.
 */
export const FAMILIAR_OCR_B_FIT = 0.85;

/** The strip is enlarged this many times before tesseract's legacy engine reads it. */
export const TESSERACT_MRZ_SCALE = 1.5;
