import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import DrawIcon from '@mui/icons-material/Draw';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LoginIcon from '@mui/icons-material/Login';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PublicIcon from '@mui/icons-material/Public';
import SellIcon from '@mui/icons-material/Sell';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFront';
import type { TRouteName } from '../../config/routes';

/** Sidebar icons (only the lazily loaded sidebar needs them). */
export const NAV_ICONS: Partial<Record<TRouteName, SvgIconComponent>> = {
  HomePage2: HomeIcon,
  FeaturesPage: AutoAwesomeIcon,
  ProductsPage: Inventory2Icon,
  ApiPageEs: CodeIcon,
  PricingPage: SellIcon,
  LoginPage: LoginIcon,
  RegisterPage: PersonAddIcon,
  ProfilePage: AccountCircleIcon,
  SignaturePage: DrawIcon,
  NotificationPage: MarkEmailReadIcon,
  IdentificationPage: VideoCameraFrontIcon,
  OcrPage: DocumentScannerIcon,
  ContactPage: ContactMailIcon,
  legalInformationEs: GavelIcon,
  legalInformationUs: PublicIcon,
};
