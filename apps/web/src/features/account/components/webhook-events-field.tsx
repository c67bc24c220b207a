import { type TWebhookEventType, WEBHOOK_EVENT_TYPES } from '@confirma/contracts/webhooks';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The event types by their prefix (operation, signer, identification…), in contract order. */
const GROUPS = WEBHOOK_EVENT_TYPES.reduce<Record<string, TWebhookEventType[]>>((groups, type) => {
  const group = type.split('.')[0] ?? type;
  groups[group] = [...(groups[group] ?? []), type];
  return groups;
}, {});

/** An event type's name in the interface language, then its code. */
export function EventLabel({ type }: { type: TWebhookEventType }) {
  const { t } = useTranslation('account');
  return (
    <>
      {t(`api.webhooks.eventNames.${type}`)}{' '}
      <Typography
        component="code"
        variant="caption"
        color="text.secondary"
        sx={{ fontFamily: 'monospace' }}
      >
        {type}
      </Typography>
    </>
  );
}

/**
 * The events an endpoint subscribes to, as checkboxes grouped by subject, each group with
 * an "all" box (mixed while only some are chosen). `error` is an i18n key.
 */
export function WebhookEventsField({
  value,
  onChange,
  error,
}: {
  value: TWebhookEventType[];
  onChange: (events: TWebhookEventType[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const errorId = useId();
  const chosen = new Set(value);
  const set = (types: TWebhookEventType[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    onChange(WEBHOOK_EVENT_TYPES.filter((type) => next.has(type)));
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      sx={{ mt: 2, width: '100%' }}
    >
      <FormLabel component="legend">{t('api.webhooks.events')}</FormLabel>
      {error && <FormHelperText id={errorId}>{t(error)}</FormHelperText>}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 3,
          rowGap: 1,
          mt: 1,
        }}
      >
        {Object.entries(GROUPS).map(([group, types]) => {
          const count = types.filter((type) => chosen.has(type)).length;
          const name = t(`api.webhooks.groups.${group}`);
          return (
            <Box key={group}>
              <FormControlLabel
                label={<strong>{t('api.webhooks.allOf', { group: name })}</strong>}
                control={
                  <Checkbox
                    checked={count === types.length}
                    indeterminate={count > 0 && count < types.length}
                    onChange={(event) => set(types, event.target.checked)}
                  />
                }
              />
              <FormGroup sx={{ pl: 3.5 }} aria-label={name}>
                {types.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={<EventLabel type={type} />}
                    control={
                      <Checkbox
                        size="small"
                        name="events"
                        value={type}
                        checked={chosen.has(type)}
                        onChange={(event) => set([type], event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          );
        })}
      </Box>
    </FormControl>
  );
}
