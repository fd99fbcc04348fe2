import { Avatar } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { DataTable, useRecordContext } from 'react-admin';

/** A record's logo as a small square, or a neutral placeholder so rows without one stay aligned. */
export const LogoField = ({ size = 40 }: { size?: number }) => {
  const record = useRecordContext<{ logo?: string | null }>();
  return (
    <Avatar
      variant="rounded"
      src={record?.logo ?? undefined}
      // Decorative: the record's name is always shown beside it.
      alt=""
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.disabled', '& img': { objectFit: 'contain' } }}
    >
      <ImageIcon />
    </Avatar>
  );
};

/** The logo column of organisation lists: narrow, so names keep the room. */
export const LogoColumn = () => (
  <DataTable.Col source="logo" disableSort sx={{ width: 72 }}>
    <LogoField />
  </DataTable.Col>
);
