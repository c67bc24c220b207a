// Faces in the images @vladmandic/human ships (assets/), labelled by eye: who is who was
// decided by looking at the crops. The model was used once, to point at the 24 most similar
// "different people" pairs, which were looked at again: 11 faces turned out to be repeats
// of one person and 6 became '?'. Pairs it did not point at were not re-checked, so some
// "different" pairs may still be one person (that makes the measured FAR pessimistic).
// grid: the 6x18 face grid of screenshot-facematch.jpg, cells of 106x107 px at
// x = round(column * 1920 / 18), y = tops[row]. Identity '' is a person seen once in the set
// (gets a unique id); '?' is a face we are not sure about (left out of the set). Row 0 is
// mostly the library's author ('vlad'), in many photos; 'cgi-woman' is a rendered face.
// crops: other rectangles (screenshot-facedetect.jpg's five faces, screenshot-faceid.jpg).
export const FACE_LABELS = {
  grid: {
    source: 'screenshot-facematch.jpg',
    tops: [283, 395, 508, 620, 733, 845],
    columns: 18,
    cellWidth: 106,
    cellHeight: 107,
    // biome-ignore format: one grid row per line
    identities: [
      ['vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', 'vlad', '?', 'vlad', 'vlad', 'vlad'],
      ['?', '?', '?', '?', '', '', '', '', '', '?', '', '', '', '', '', '', '', 'woman-dark-a'],
      ['', 'woman-dark-a', '', '', '', 'man-a', 'man-a', '', '', '', '', 'woman-auburn', '?', '', '', '', '', ''],
      ['', '', 'woman-green-eyes', '', '', '', '', '', '', '', '', '', '', 'woman-red', '', '', '?', 'woman-grey-top'],
      ['cgi-woman', '', 'woman-dark-a', '', '', 'woman-grey-top', 'woman-blonde', 'woman-blonde-b', '', '', '', '', 'man-b', '', '', '', 'woman-dark-a', ''],
      ['', '?', '', 'cgi-woman', '', '', '', 'woman-green-eyes', '?', 'man-b', 'woman-blonde-b', '', 'cgi-woman', '?', '', '?', '', ''],
    ],
  },
  // biome-ignore format: one crop per line
  crops: [
    { name: 'detect-1', source: 'screenshot-facedetect.jpg', rect: [7, 346, 151, 151], identity: 'vlad' },
    { name: 'detect-2', source: 'screenshot-facedetect.jpg', rect: [164, 346, 151, 151], identity: 'woman-grey-top' },
    { name: 'detect-3', source: 'screenshot-facedetect.jpg', rect: [321, 346, 151, 151], identity: 'woman-blonde' },
    { name: 'detect-4', source: 'screenshot-facedetect.jpg', rect: [478, 346, 151, 151], identity: 'woman-auburn' },
    { name: 'detect-5', source: 'screenshot-facedetect.jpg', rect: [635, 346, 151, 151], identity: 'woman-red' },
    { name: 'faceid', source: 'screenshot-faceid.jpg', rect: [14, 142, 140, 140], identity: 'vlad' },
  ],
} as const;
