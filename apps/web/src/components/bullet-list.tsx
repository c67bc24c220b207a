import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';

/** A short list of facts, each with a check mark. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
            <CheckCircleIcon color="primary" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
