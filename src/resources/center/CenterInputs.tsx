import { Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput, regex, required, SelectInput, TextInput } from 'react-admin';
import { CENTER_LANGUAGES, POSTAL_CODE_PATTERN } from '../../../contract/spain';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { LogoInput } from '../../common/LogoInput';
import { UserReferencesInput } from '../user/UserReferencesInput';
import { useAutonomousCommunityChoices } from './autonomousCommunities';
import type { CenterLanguage } from './types';

// Each language in its own words, as a language menu shows them.
const LANGUAGE_NAMES: Record<CenterLanguage, string> = { es: 'Español', ca: 'Català' };
const languageChoices = CENTER_LANGUAGES.map((language) => ({ id: language, name: LANGUAGE_NAMES[language] }));

const validatePostalCode = [required(), regex(new RegExp(POSTAL_CODE_PATTERN), 'resources.center.validation.postal_code')];

/** The center form: sources are the json_data names, so the server's field errors land under their inputs. */
export const CenterInputs = () => {
  const communityChoices = useAutonomousCommunityChoices();
  return (
    <FormGrid columns="1fr 1fr">
      <TextInput source="name" validate={required()} className={FULL_ROW} />
      <ReferenceInput source="enterpriseId" reference="enterprise" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="consultancyId" reference="consultancy" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <TextInput source="address" />
      <TextInput source="municipality" />
      <TextInput
        source="postal_code"
        validate={validatePostalCode}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <TextInput source="province" validate={required()} />
      <SelectInput
        source="autonomous_community"
        choices={communityChoices}
        translateChoice={false}
        validate={required()}
      />
      <SelectInput source="used_language" choices={languageChoices} translateChoice={false} validate={required()} />
      <Box className={FULL_ROW}>
        <UserReferencesInput helperText="resources.center.helpers.userIdList" />
      </Box>
      <Box className={FULL_ROW}>
        <LogoInput />
      </Box>
    </FormGrid>
  );
};
