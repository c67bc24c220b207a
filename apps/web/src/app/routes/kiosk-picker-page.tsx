import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { KioskPicker } from '../../features/checkin/components/kiosk-picker';
import { KioskGate } from '../kiosk/kiosk-gate';

/** /kiosk: the reception kiosk's establishment, for a member who checks guests in. */
export function KioskPickerPage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('kiosk.picker.intro')}>
      <KioskGate>
        <KioskPicker />
      </KioskGate>
    </Page>
  );
}
