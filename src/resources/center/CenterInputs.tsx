import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, regex, required, SelectInput, TextInput } from 'react-admin';
import { CENTER_LANGUAGES, POSTAL_CODE_PATTERN, provinceOfPostalCode } from '../../../contract/spain';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { LogoInput } from '../../common/LogoInput';
import { UserReferencesInput } from '../user/UserReferencesInput';
import { useAutonomousCommunityChoices } from './autonomousCommunities';
import type { CenterLanguage } from './types';

// Each language in its own words, as a language menu shows them.
const LANGUAGE_NAMES: Record<CenterLanguage, string> = { es: 'Español', ca: 'Català' };
const languageChoices = CENTER_LANGUAGES.map((language) => ({ id: language, name: LANGUAGE_NAMES[language] }));

const validatePostalCode = [required(), regex(new RegExp(POSTAL_CODE_PATTERN), 'resources.center.validation.postal_code')];

/**
 * A postal code typed in fills its province and autonomous community (its first two digits are the INE
 * province code); both stay editable, to correct an exception.
 */
const usePostalCodeFill = () => {
  const { setValue } = useFormContext();
  return (event: { target: { value: string } }) => {
    const found = provinceOfPostalCode(event.target.value.trim());
    if (!found) return;
    setValue('province', found.name, { shouldDirty: true, shouldValidate: true });
    setValue('autonomous_community', found.community, { shouldDirty: true, shouldValidate: true });
  };
};

/** Only collaborators and the clients of the center's enterprise may be assigned to it. */
const CenterUsersInput = () => {
  const enterpriseId = useWatch({ name: 'enterpriseId' });
  return (
    <UserReferencesInput
      helperText="resources.center.helpers.userIdList"
      filter={enterpriseId ? { offeredForEnterpriseId: enterpriseId } : { role: 'collaborator' }}
    />
  );
};

/** The center form: sources are the json_data names, so the server's field errors land under their inputs. */
export const CenterInputs = () => {
  const communityChoices = useAutonomousCommunityChoices();
  const fillFromPostalCode = usePostalCodeFill();
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
        onChange={fillFromPostalCode}
        helperText="resources.center.helpers.postal_code"
      />
      <TextInput source="province" validate={required()} />
      <SelectInput source="autonomous_community" choices={communityChoices} translateChoice={false} validate={required()} />
      <SelectInput source="used_language" choices={languageChoices} translateChoice={false} validate={required()} />
      <Box className={FULL_ROW}>
        <CenterUsersInput />
      </Box>
      <Box className={FULL_ROW}>
        <LogoInput />
      </Box>
    </FormGrid>
  );
};
