import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  Pagination,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DueDateChip } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import type { LegalChangeReview, ReviewState } from '../../dataProvider';
import type { Center } from '../../resources/center/types';
import { ChangeKindChip } from '../legal-changes/chips';
import { BulletinCard } from './BulletinCard';
import { LegalModuleLayout } from './LegalModuleLayout';
import { legalModulePagePath, reviewPath } from './paths';
import { ReviewDialog, ReviewOutcome } from './ReviewDialog';

const WORDS = 'legalModule.reviews';
const PAGE_SIZE = 20;
type Shown = ReviewState | 'ALL';

const ReviewItem = ({ review, canDecide, onOpen }: { review: LegalChangeReview; canDecide: boolean; onOpen: () => void }) => {
  const translate = useTranslate();
  const pending = review.state === 'PENDING';
  const subject = review.legal_requirement?.name ?? review.legal_text.name;
  return (
    <ListItem
      divider
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
    >
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DueDateChip date={review.due_date} warningDays={7} done={!pending} />
          <ChangeKindChip kind={review.change.kind} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {review.legal_text.name}
          {review.legal_text.official_reference && ` (${review.legal_text.official_reference})`}
        </Typography>
        {review.legal_requirement && <Typography variant="body2">{review.legal_requirement.name}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {review.change.note}
        </Typography>
        {!pending && <ReviewOutcome review={review} />}
      </Stack>
      <Button
        variant={pending && canDecide ? 'contained' : 'outlined'}
        size="small"
        startIcon={<FactCheckIcon />}
        aria-haspopup="dialog"
        aria-label={translate(pending && canDecide ? `${WORDS}.review_name` : `${WORDS}.see_name`, { name: subject })}
        onClick={onOpen}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        {translate(pending && canDecide ? `${WORDS}.review` : `${WORDS}.see`)}
      </Button>
    </ListItem>
  );
};

/**
 * .../reviews ("Revisar aplicabilidad"): the changes of the register that reached the center, pending first by due
 * date, each decided in its dialog; .../reviews/{id} opens one (the agenda leads there). The month's bulletin above.
 */
const ReviewsPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { centerId = '', reviewId } = useParams<'centerId' | 'reviewId'>();
  const { canAccess: canDecide = false } = useCanAccess({ resource: 'legal-change-review', action: 'edit' });
  const { data: center } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  const [shown, setShown] = useState<Shown>('PENDING');
  const [page, setPage] = useState(1);
  const reviews = useModuleQuery(
    (provider) => provider.getCenterReviews(centerId, shown === 'ALL' ? undefined : shown, { page, pageSize: PAGE_SIZE }),
    `${centerId}/reviews/state=${shown}/page=${page}`,
    { keepPrevious: true },
  );
  const opened = useModuleQuery(reviewId ? (provider) => provider.getReview(reviewId) : undefined, `legal-change-review/${reviewId}`);
  const close = () => navigate(legalModulePagePath(centerId, 'reviews'));
  const decided = async (review: LegalChangeReview) => {
    opened.setData(review);
    close();
    await reviews.refetch();
  };

  return (
    <LegalModuleLayout page="reviews">
      {center && <BulletinCard centerId={centerId} centerLanguage={center.used_language} />}
      <Card component="section" aria-labelledby="reviews-title">
        <CardContent>
          <Typography variant="h6" component="h2" id="reviews-title">
            {translate(`${WORDS}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(canDecide ? `${WORDS}.intro` : `${WORDS}.intro_reader`)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shown}
            onChange={(_event, value: Shown | null) => {
              if (!value) return;
              setShown(value);
              setPage(1);
            }}
            aria-label={translate(`${WORDS}.shown`)}
            sx={{ my: 1.5, flexWrap: 'wrap' }}
          >
            {(['PENDING', 'DECIDED', 'ALL'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {translate(`${WORDS}.states.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {!reviews.data ? (
            <QueryState error={reviews.error} />
          ) : reviews.data.count === 0 ? (
            <Typography>{translate(`${WORDS}.empty.${shown}`)}</Typography>
          ) : (
            <List disablePadding>
              {reviews.data.results.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  canDecide={canDecide}
                  onOpen={() => navigate(reviewPath(centerId, review.id))}
                />
              ))}
            </List>
          )}
          {reviews.data && reviews.data.count > PAGE_SIZE && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
              <Pagination
                count={Math.ceil(reviews.data.count / PAGE_SIZE)}
                page={page}
                onChange={(_event, next) => setPage(next)}
                size="small"
                getItemAriaLabel={(type, item) => translate(`legalRegister.changes.page_${type}`, { page: item ?? '' })}
              />
            </Box>
          )}
        </CardContent>
      </Card>
      {reviewId && opened.data && String(opened.data.id) === reviewId && (
        <ReviewDialog review={opened.data} canDecide={canDecide} onClose={close} onDecided={decided} />
      )}
    </LegalModuleLayout>
  );
};

export default ReviewsPage;
