import type { TOperationSummary } from '@confirma/contracts/workspace';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OperationDates, OperationTitle, SignerStatusList } from './operation-row-parts';
import { OperationStatusChip } from './status-chips';

const COLUMNS = ['status', 'operation', 'signers', 'dates', 'credits'] as const;

/** The list on a wide screen: one row per operation. */
export function OperationsTable({ operations }: { operations: TOperationSummary[] }) {
  const { t } = useTranslation('workspace');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'credits' ? 'right' : 'left'}>
                {t(`list.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {operations.map((operation) => (
            <TableRow
              key={operation.uuid}
              data-testid="operation-row"
              data-operation={operation.uuid}
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell>
                <OperationStatusChip status={operation.status} />
              </TableCell>
              <TableCell>
                <OperationTitle operation={operation} />
              </TableCell>
              <TableCell>
                <SignerStatusList signers={operation.signers} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OperationDates operation={operation} />
              </TableCell>
              <TableCell align="right">{operation.creditsSpent}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
