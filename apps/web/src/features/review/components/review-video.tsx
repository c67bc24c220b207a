import type { TReviewCase, TReviewTimelineEntry } from '@confirma/contracts/review';
import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewFormat } from '../hooks/use-review-format';
import { ReviewSection } from './review-section';

/** The entry the video is at: the last one started at or before its time. */
function currentEntry(timeline: TReviewTimelineEntry[], ms: number): number {
  let found = -1;
  timeline.forEach((entry, index) => {
    if (entry.videoMs <= ms) found = index;
  });
  return found;
}

/**
 * The recording with the session on its clock under it: the start, each challenge's window
 * and its passing burst, the colour sequence, each capture and the end. Choosing an entry
 * seeks the video there; the entry being played is marked.
 */
export function ReviewVideo({
  video,
  timeline,
  videoRef,
  onSeek,
}: {
  video: TReviewCase['video'];
  timeline: TReviewTimelineEntry[];
  videoRef: RefObject<HTMLVideoElement | null>;
  onSeek: (videoMs: number) => void;
}) {
  const { t, i18n } = useTranslation('review');
  const format = useReviewFormat();
  const [playedMs, setPlayedMs] = useState(0);
  const current = currentEntry(timeline, playedMs);
  return (
    <ReviewSection title={t('case.video')} testId="review-video">
      {video ? (
        <Box
          component="video"
          ref={videoRef}
          controls
          preload="metadata"
          src={video.url}
          aria-label={t('case.videoLabel')}
          onTimeUpdate={(event) => setPlayedMs(event.currentTarget.currentTime * 1000)}
          sx={{ width: '100%', maxHeight: 420, bgcolor: 'common.black', borderRadius: 1 }}
        />
      ) : (
        <Alert severity="info">{t('case.noVideo')}</Alert>
      )}
      <Typography component="h3" variant="subtitle1">
        {t('timeline.title')}
      </Typography>
      <List dense disablePadding aria-label={t('timeline.title')} data-testid="review-timeline">
        {timeline.map((entry, index) => (
          <ListItem
            key={`${entry.kind}-${entry.at}-${entry.challenge?.index ?? ''}-${entry.capture ?? ''}`}
            disablePadding
          >
            <ListItemButton
              disabled={!video}
              selected={index === current}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSeek(entry.videoMs)}
              data-kind={entry.kind}
              sx={{ gap: 1.5, alignItems: 'baseline' }}
            >
              <Typography
                component="span"
                variant="body2"
                sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 48 }}
              >
                {format.clock(entry.videoMs)}
              </Typography>
              <ListItemText
                primary={describe(entry, t, (key) => i18n.exists(key, { ns: 'review' }))}
                secondary={
                  entry.endMs === null
                    ? undefined
                    : t('timeline.until', { at: format.clock(entry.endMs) })
                }
              />
              {entry.passed !== null && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={entry.passed ? 'success' : 'error'}
                  label={t(entry.passed ? 'burst.passed' : 'burst.notPassed')}
                />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </ReviewSection>
  );
}

/** What happened at an entry, in words. */
function describe(
  entry: TReviewTimelineEntry,
  t: (key: string, values?: Record<string, unknown>) => string,
  exists: (key: string) => boolean,
): string {
  const challenge = entry.challenge
    ? { index: entry.challenge.index + 1, kind: t(`challenges.${entry.challenge.kind}`) }
    : { index: '', kind: '' };
  switch (entry.kind) {
    case 'CHALLENGE':
      return t('timeline.CHALLENGE', challenge);
    case 'BURST':
      return t('timeline.BURST', challenge);
    case 'CAPTURE': {
      // A capture this client does not know by name is "an image".
      const known = entry.capture !== null && exists(`captures.${entry.capture}`);
      return t('timeline.CAPTURE', {
        capture: t(`captures.${known ? entry.capture : 'OTHER'}`),
      });
    }
    default:
      return t(`timeline.${entry.kind}`);
  }
}
