import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page's tabs and the panel of the chosen one: scrollable on a phone, each tab tied to
 * the panel by `<idPrefix>-tab-<key>` and `<idPrefix>-panel-<key>` so a screen reader names
 * the panel after its tab.
 */
export function PageTabs<TKey extends string>({
  tabs,
  value,
  onChange,
  tabLabel,
  label,
  idPrefix,
  children,
}: {
  tabs: readonly TKey[];
  value: TKey;
  onChange: (tab: TKey) => void;
  tabLabel: (tab: TKey) => string;
  /** The accessible name of the tab list. */
  label: string;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, tab: TKey) => onChange(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={tabLabel(key)}
            id={`${idPrefix}-tab-${key}`}
            aria-controls={`${idPrefix}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${value}`}
        aria-labelledby={`${idPrefix}-tab-${value}`}
      >
        {children}
      </Box>
    </>
  );
}
