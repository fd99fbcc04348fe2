import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { displayLanguage } from '../../contract/field-kinds';
import { CENTER_LANGUAGES } from '../../contract/spain';

/** The languages a document about a center is written in (the server's `language=es|ca`). */
export type DocumentLanguage = (typeof CENTER_LANGUAGES)[number];

// Each language in its own words, as a language menu shows them.
const NAMES: Record<DocumentLanguage, string> = { es: 'Español', ca: 'Català' };

/** The language the files of a page are written in: the reader's, Spanish for a reader of the English interface. */
export const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  return useState<DocumentLanguage>(() => (displayLanguage(locale) === 'ca' ? 'ca' : 'es'));
};

/** "Idioma del archivo": the choice, beside a page's download buttons, of the language its files are written in (issue 34). */
export const DocumentLanguageSelect = ({
  value,
  onChange,
}: {
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('documentLanguage.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as DocumentLanguage)}
      sx={{ width: 170, flexShrink: 0 }}
    >
      {CENTER_LANGUAGES.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {NAMES[option]}
        </MenuItem>
      ))}
    </TextField>
  );
};
