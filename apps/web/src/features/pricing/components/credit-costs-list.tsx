import { CREDIT_COSTS, PRODUCTS } from '@confirma/contracts/constants';
import { Chip, List, ListItem, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What each use costs: signature 2, notification 1, video id 3, OCR 2. */
export function CreditCostsList() {
  const { t } = useTranslation('pages');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560 }}>
      <List disablePadding>
        {PRODUCTS.map((product, index) => (
          <ListItem key={product} divider={index < PRODUCTS.length - 1}>
            <ListItemText primary={t(`pricing.products.${product}`)} />
            <Chip
              color="primary"
              variant="outlined"
              label={t('pricing.costCredits', { count: CREDIT_COSTS[product] })}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
