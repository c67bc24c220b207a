import {
  BRAND_NAME_MAX,
  type TBrand,
  type TBrandUpdate,
  ZBrandUpdate,
} from '@confirma/contracts/branding';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { ApiError, errorMessageKey } from '../../../lib/api-error';
import { useDeleteBrand } from '../api/delete-brand';
import { useBrand } from '../api/get-brand';
import { useUpdateBrand } from '../api/update-brand';
import { BrandColorField, brandColour } from './brand-color-field';
import { BrandLogoField } from './brand-logo-field';
import { BrandPreview, PRODUCT_COLOR } from './brand-preview';

/** The server's refusals of a logo: said under the logo. */
const LOGO_CODES = ['NOT_AN_IMAGE', 'IMAGE_TOO_LARGE', 'PAYLOAD_TOO_LARGE'];

type TField = 'name' | 'color' | 'logo';
type TErrors = Partial<Record<TField, string>>;

/** The issues of a refused brand, by field: the schema's (or the server's) i18n keys. */
function issuesOf(issues: readonly { path: string; key?: string | undefined }[]): TErrors {
  const errors: TErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.').at(-1) as TField;
    if (issue.key) errors[field] ??= issue.key;
  }
  return errors;
}

/**
 * Tu marca (Datos tab): the name, colour and logo the account's signers see in the e-mails
 * sent on its behalf and in the signing pages' header, with a preview. The colour must
 * keep white text readable (WCAG AA); a darker shade that does is offered.
 */
export function BrandSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const brand = useBrand(userId);
  return (
    <Box component="section" aria-labelledby="brand-title" sx={{ mt: 5 }}>
      <Typography id="brand-title" component="h3" variant="h6" sx={{ fontWeight: 600 }}>
        {t('profile.brand.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 860 }}>
        {t('profile.brand.text')}
      </Typography>
      {brand.isPending && <CircularProgress aria-label={t('profile.brand.title')} />}
      {brand.isError && <Alert severity="error">{t('profile.brand.loadError')}</Alert>}
      {brand.isSuccess && <BrandForm userId={userId} saved={brand.data.brand} />}
    </Box>
  );
}

function BrandForm({ userId, saved }: { userId: string; saved: TBrand | null }) {
  const { t } = useTranslation('account');
  const update = useUpdateBrand(userId);
  const remove = useDeleteBrand(userId);
  const [name, setName] = useState(saved?.name ?? '');
  const [color, setColor] = useState(saved?.color ?? '');
  /** A new logo's data URL, null to remove the saved one, undefined to keep it. */
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<TErrors>({});
  const [notice, setNotice] = useState<TNotice | null>(null);
  const busy = update.isPending || remove.isPending;
  const { hex, readable } = brandColour(color);
  const shownLogo = logo === undefined ? (saved?.logoUrl ?? null) : logo;
  const edit = (field: TField) => setErrors(({ [field]: _gone, ...rest }) => rest);
  /** The form as the server answered: the brand saved, or none. */
  const done = (answer: TBrand | null, text: string) => {
    setName(answer?.name ?? '');
    setColor(answer?.color ?? '');
    setLogo(undefined);
    setNotice({ severity: 'success', text });
  };

  const failed = (error: unknown) => {
    const problem = error instanceof ApiError ? error.problem : undefined;
    const fields = issuesOf(problem?.errors ?? []);
    if (Object.keys(fields).length) return setErrors(fields);
    const code = errorMessageKey(error);
    if (LOGO_CODES.includes(code)) return setErrors({ logo: `errors:${code}` });
    setNotice({ severity: 'error', text: t(`errors:${code}`) });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body: TBrandUpdate = {
      name,
      color: hex || null,
      ...(logo === undefined ? {} : { logo }),
    };
    const parsed = ZBrandUpdate.safeParse(body);
    if (!parsed.success) {
      return setErrors(
        issuesOf(parsed.error.issues.map((i) => ({ path: i.path.join('.'), key: i.message }))),
      );
    }
    update.mutate(parsed.data, {
      onSuccess: (answer) => done(answer.brand, t('profile.brand.saved')),
      onError: failed,
    });
  };
  const clear = () =>
    remove.mutate(undefined, {
      onSuccess: () => done(null, t('profile.brand.removed')),
      onError: failed,
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-labelledby="brand-title"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack gap={2.5}>
        <TextField
          label={t('profile.brand.name')}
          value={name}
          required
          onChange={(event) => {
            setName(event.target.value);
            edit('name');
          }}
          error={Boolean(errors.name)}
          helperText={errors.name ? t(errors.name) : t('profile.brand.nameHelp')}
          slotProps={{ htmlInput: { maxLength: BRAND_NAME_MAX, autoComplete: 'organization' } }}
        />
        <BrandColorField
          color={color}
          error={errors.color ? t(errors.color) : null}
          disabled={busy}
          onChange={(value) => {
            setColor(value);
            edit('color');
          }}
        />
        <BrandLogoField
          shown={shownLogo}
          error={errors.logo ? t(errors.logo) : null}
          disabled={busy}
          onChange={(dataUrl) => {
            setLogo(dataUrl);
            edit('logo');
          }}
          onError={(key) => setErrors((all) => ({ ...all, logo: key }))}
        />
        <Stack direction="row" gap={1} flexWrap="wrap">
          <Button type="submit" variant="contained" disabled={busy}>
            {t('profile.brand.save')}
          </Button>
          {saved && (
            <Button color="inherit" disabled={busy} onClick={clear}>
              {t('profile.brand.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      <BrandPreview name={name.trim()} color={readable ? hex : PRODUCT_COLOR} logoUrl={shownLogo} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
