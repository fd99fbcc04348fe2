import {
  Box,
  Checkbox,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { useTranslate } from 'react-admin';
import type { ImpliedRequirement } from '../../dataProvider';
import { useModuleQuery } from '../../common/useModuleQuery';

const PAGE_SIZE = 25;

/**
 * The requirements the tentative selection implies, a page at a time, each with an "applies" checkbox;
 * `onPageLoaded` lets the page learn which ones the center already marked not applicable.
 */
export const ImpliedRequirements = ({
  centerId,
  subambitIds,
  legalScopeIds,
  notApplicable,
  onToggle,
  onPageLoaded,
}: {
  centerId: string;
  subambitIds: number[];
  legalScopeIds: number[];
  notApplicable: ReadonlySet<number>;
  onToggle: (requirementId: number, applies: boolean) => void;
  onPageLoaded: (requirements: ImpliedRequirement[]) => void;
}) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const selectionKey = `${subambitIds.join(',')}|${legalScopeIds.join(',')}`;
  // A new selection starts again from its first page.
  useEffect(() => setPage(0), [selectionKey]);
  const { data } = useModuleQuery(
    (dataProvider) => dataProvider.getImpliedRequirements(centerId, { subambitIds, legalScopeIds, page: page + 1, pageSize: PAGE_SIZE }),
    `${centerId}/${selectionKey}/${page}`,
  );
  useEffect(() => {
    if (data) onPageLoaded(data.results);
  }, [data, onPageLoaded]);

  if (subambitIds.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('legalModule.configuration.no_selection', { _: 'Tick subambits to see the requirements they bring.' })}
      </Typography>
    );
  }
  if (!data) return <LinearProgress />;
  const labels = {
    text: translate('legalModule.configuration.legal_text', { _: 'Legal text' }),
    subambit: translate('resources.evidence.fields.subambit', { _: 'Subambit' }),
    scope: translate('legalModule.configuration.legal_scope', { _: 'Scope' }),
  };
  return (
    <>
      {/* On a phone each requirement is a card (its box, name, text, subambit and scope) instead of five cut columns. */}
      <Box sx={(theme) => plainTablePhoneStyles(theme)}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{translate('legalModule.configuration.applies', { _: 'Applies' })}</TableCell>
              <TableCell>{translate('resources.evidence.fields.legal_requirement', { _: 'Requirement' })}</TableCell>
              <TableCell>{labels.text}</TableCell>
              <TableCell>{labels.subambit}</TableCell>
              <TableCell>{labels.scope}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.results.map((requirement) => (
              <TableRow key={requirement.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!notApplicable.has(requirement.id)}
                    onChange={(_event, applies) => onToggle(requirement.id, applies)}
                    slotProps={{ input: { 'aria-label': requirement.name } }}
                  />
                </TableCell>
                <TableCell>{requirement.name}</TableCell>
                <TableCell data-label={labels.text}>{requirement.legal_text.name}</TableCell>
                <TableCell data-label={labels.subambit}>{requirement.subambit.name}</TableCell>
                <TableCell data-label={labels.scope}>{requirement.legal_scope.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={data.count}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </>
  );
};
