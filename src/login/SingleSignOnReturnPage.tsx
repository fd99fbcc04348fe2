import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { storeTokens } from '../authProvider/tokens';
import { Link } from 'react-router-dom';
import { OnboardingFrame } from '../custom-pages/onboarding/OnboardingFrame';
import type { AppDataProvider } from '../dataProvider';
import { isApiError } from '../dataProvider/apiError';

/** The fragment the server sent, read once; the address bar and history keep the bare path (the code never lingers). */
const takeFragment = () => {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return fragment;
};

/** /single-sign-on: back from the provider, trades the one-time code for a session, or says why there is none. */
const SingleSignOnReturnPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // React's development double effect must not spend the code twice.
  const taken = useRef(false);

  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const fragment = takeFragment();
    const code = fragment.get('code');
    if (!code) return setRefusal(fragment.get('error') ?? 'sso_failed');
    // A fresh page load, not a navigation: react-admin checked this page's session before the code was traded, and would sign out.
    dataProvider
      .exchangeSingleSignOnCode(code)
      .then((tokens) => {
        storeTokens(tokens);
        window.location.replace('/');
      })
      .catch((error: unknown) => setRefusal(isApiError(error) ? error.code : 'sso_failed'));
  }, [dataProvider]);

  return (
    <OnboardingFrame title="single_sign_on.return.title">
      {refusal ? (
        <>
          <Alert severity="warning">{translate(`errors.${refusal}`, { _: translate('errors.sso_failed') })}</Alert>
          <Button component={Link} to="/login" variant="contained">
            {translate('single_sign_on.return.try_again')}
          </Button>
        </>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('app.loading')} />
      )}
    </OnboardingFrame>
  );
};

export default SingleSignOnReturnPage;
