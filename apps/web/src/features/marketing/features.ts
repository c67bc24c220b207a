import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DevicesIcon from '@mui/icons-material/Devices';
import GavelIcon from '@mui/icons-material/Gavel';
import PaletteIcon from '@mui/icons-material/Palette';
import SpeedIcon from '@mui/icons-material/Speed';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { TRouteName } from '../../config/routes';

/**
 * The six feature blocks; texts under
 * `pages:features.cards.<key>`, `more` is where "see more" goes.
 */
export const FEATURES: readonly { key: string; icon: SvgIconComponent; more?: TRouteName }[] = [
  { key: 'integration', icon: AccountTreeIcon, more: 'ApiPageEs' },
  { key: 'customizable', icon: PaletteIcon },
  { key: 'multichannel', icon: DevicesIcon },
  { key: 'design', icon: SpeedIcon },
  { key: 'transparency', icon: VisibilityIcon },
  { key: 'legal', icon: GavelIcon, more: 'legalInformationEs' },
];
