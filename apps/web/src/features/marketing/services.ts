import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BadgeIcon from '@mui/icons-material/Badge';
import BrushIcon from '@mui/icons-material/Brush';
import CropIcon from '@mui/icons-material/Crop';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import DrawIcon from '@mui/icons-material/Draw';
import FaceIcon from '@mui/icons-material/Face';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SmsIcon from '@mui/icons-material/Sms';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import TimelineIcon from '@mui/icons-material/Timeline';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFront';
import type { TRouteName } from '../../config/routes';

/** The four services the product sells. */
export const SERVICE_KEYS = ['signature', 'notification', 'identification', 'ocr'] as const;
export type TServiceKey = (typeof SERVICE_KEYS)[number];

interface TService {
  route: TRouteName;
  icon: SvgIconComponent;
  /** Feature cards: i18n keys `pages:<service>.cards.<key>.{title,text}`. */
  cards: readonly { key: string; icon: SvgIconComponent }[];
}

export const SERVICES: Record<TServiceKey, TService> = {
  signature: {
    route: 'SignaturePage',
    icon: DrawIcon,
    cards: [
      { key: 'otp', icon: SmsIcon },
      { key: 'handwritten', icon: BrushIcon },
      { key: 'anyDevice', icon: DevicesIcon },
      { key: 'evidence', icon: HistoryEduIcon },
    ],
  },
  notification: {
    route: 'NotificationPage',
    icon: MarkEmailReadIcon,
    cards: [
      { key: 'delivery', icon: MarkEmailReadIcon },
      { key: 'evidence', icon: TimelineIcon },
      { key: 'documents', icon: TextSnippetIcon },
      { key: 'panel', icon: DashboardIcon },
    ],
  },
  identification: {
    route: 'IdentificationPage',
    icon: VideoCameraFrontIcon,
    cards: [
      { key: 'remote', icon: VideoCameraFrontIcon },
      { key: 'face', icon: FaceIcon },
      { key: 'document', icon: BadgeIcon },
      { key: 'biometry', icon: FingerprintIcon },
    ],
  },
  ocr: {
    route: 'OcrPage',
    icon: DocumentScannerIcon,
    cards: [
      { key: 'crop', icon: CropIcon },
      { key: 'extract', icon: DocumentScannerIcon },
      { key: 'kyc', icon: VerifiedUserIcon },
      { key: 'integration', icon: AccountTreeIcon },
    ],
  },
};
