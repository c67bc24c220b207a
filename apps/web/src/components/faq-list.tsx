import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';

export interface TFaqItem {
  question: string;
  answer: string;
}

/** Questions that expand to their answer. */
export function FaqList({ items }: { items: readonly TFaqItem[] }) {
  return (
    <div>
      {items.map((item) => (
        <Accordion key={item.question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
