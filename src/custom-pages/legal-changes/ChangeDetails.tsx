import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import type { LegalChange, Wording } from '../../dataProvider';

const WORDS = 'legalRegister.changes';

/** The wording a change touched, in the reader's language where it has two. */
const wordingText = (wording: Wording, catalan: boolean): string | undefined => {
  if (wording.texts) return wording.texts.join(' · ');
  const name = catalan ? (wording.name_catalan ?? wording.name_spanish) : (wording.name_spanish ?? wording.name_catalan);
  return name ?? undefined;
};

/** What a change says: its note, the norm that made it, and the wording before and after. */
export const ChangeDetails = ({ change }: { change: Pick<LegalChange, 'note' | 'changed_by_text' | 'before' | 'after'> }) => {
  const translate = useTranslate();
  const { language } = useFieldFormat();
  const before = change.before && wordingText(change.before, language === 'ca');
  const after = change.after && wordingText(change.after, language === 'ca');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{change.note}</Typography>
      {change.changed_by_text && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.changed_by`, { text: change.changed_by_text })}
        </Typography>
      )}
      {before && before !== after && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.before`, { text: before })}
        </Typography>
      )}
      {after && before !== after && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.after`, { text: after })}
        </Typography>
      )}
    </Stack>
  );
};
