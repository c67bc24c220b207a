import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type TFormTextFieldProps } from '../../../components/form-text-field';

/** A password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Omit<TFormTextFieldProps<T>, 'type'>) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(shown ? 'fields.hidePassword' : 'fields.showPassword')}
                onClick={() => setShown((value) => !value)}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
