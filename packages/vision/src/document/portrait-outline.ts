/**
 * The confidence a front's outline needs for a face inside it to be its portrait
 * (isPortraitOf): an outline traced around the card. A front placed from a face and the
 * print beside it (frontAroundPortrait) is estimated below it: its side is known, but the
 * face may be anyone's beside a card (the holder's own, holding it up to the camera), so it
 * is no portrait to match a selfie with.
 */
export const PORTRAIT_MIN_OUTLINE_CONFIDENCE = 0.65;
