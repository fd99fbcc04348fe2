import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { SimpleFormIterator, useSimpleFormIterator, useTranslate, type SimpleFormIteratorProps } from 'react-admin';

/** The width under which an inline item's field would cut an ordinary value (a product's name, a registration number). */
const ITEM_FIELD_WIDTH = 240;

const AddItemButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
};

/**
 * The rows of a list inside a form (the products of a pest-control service, an indicator's values), as react-admin's
 * SimpleFormIterator with what it lacked (issue 34): the add button says what it adds ("+ Añadir producto") instead of
 * a bare "+" icon; no second unlabelled icon that empties the whole list (each row keeps its remove button); and the
 * fields of an inline row share the row in columns of at least 240 px, wrapping to a second line, instead of shrinking
 * until their values are cut.
 */
export const ItemsIterator = ({ addLabel, sx, inline, ...props }: SimpleFormIteratorProps & { addLabel: string }) => (
  <SimpleFormIterator
    disableClear
    {...props}
    inline={inline}
    addButton={<AddItemButton label={addLabel} />}
    sx={[
      inline
        ? {
            '& .RaSimpleFormIterator-form': {
              flex: 1,
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${ITEM_FIELD_WIDTH}px), 1fr))`,
              columnGap: 2,
              rowGap: 0,
              '& > *': { minWidth: 0 },
            },
          }
        : {},
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  />
);
