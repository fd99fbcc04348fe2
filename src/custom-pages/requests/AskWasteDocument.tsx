import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { COLLECTION_DOCUMENTS, WASTE_DOCUMENTS, type WasteDocument } from '../../../contract/requests';
import { AskClientDialog } from './AskClientDialog';

const PLAN_DOCUMENTS = WASTE_DOCUMENTS.filter((document) => !COLLECTION_DOCUMENTS.includes(document));

/**
 * "Ask the client" on a collection plan (its prior notification, treatment contract, carrier's or manager's
 * authorisation) or a collection (its delivery note, identification document): a menu of the documents, then the dialog.
 * The server decides whether the answer asks a validity date (contracts and authorisations expire).
 */
export const AskWasteDocument = ({
  centerId,
  planId,
  collectionId,
}: { centerId: Identifier } & ({ planId: Identifier; collectionId?: undefined } | { collectionId: Identifier; planId?: undefined })) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [document, setDocument] = useState<WasteDocument>();
  const { canAccess: asks = false } = useCanAccess({ resource: 'requests', action: 'create' });
  if (!asks) return null;
  const documents = planId === undefined ? COLLECTION_DOCUMENTS : PLAN_DOCUMENTS;
  const target = planId === undefined ? { residue_collection_id: collectionId } : { collection_plan_id: planId };
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ForwardToInboxIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('requests.ask.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {documents.map((option) => (
          <MenuItem
            key={option}
            onClick={() => {
              setDocument(option);
              setAnchor(null);
            }}
          >
            {translate(`requests.waste_documents.${option}`)}
          </MenuItem>
        ))}
      </Menu>
      {document && (
        <AskClientDialog
          centerId={centerId}
          target={{ kind: 'waste_document', waste_document: document, ...target }}
          what={translate(`requests.waste_documents.${document}`)}
          defaultTitle={translate(`requests.waste_documents.${document}`)}
          onClose={() => setDocument(undefined)}
        />
      )}
    </Box>
  );
};
