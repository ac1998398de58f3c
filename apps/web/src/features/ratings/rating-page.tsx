import { Alert, Box, Button, Radio, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { RATING_COMMENT_MAX, RATING_KEY_PATTERN, RatingMsg, type TRating } from '@svc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { activateLanguage, localize, t, useLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { revealFirstError } from '../../lib/reveal-error';
import { useNoIndex } from '../../lib/use-no-index';
import { ratingQuery, saveRating } from './api';
import { RatingShown, StarRow } from './rating-stars';

const STARS = [5, 4, 3, 2, 1] as const;
/** The links whose page has opened in the customer's language (this tab). */
const languageOpened = new Set<string>();
const WORDS = { 1: 'rateWord1', 2: 'rateWord2', 3: 'rateWord3', 4: 'rateWord4', 5: 'rateWord5' } as const;

/** The page a rating link opens, with no sign-in (decision 058): stars, a comment, and one send. */
export default function RatingPage() {
  useNoIndex();
  useLanguage();
  const [params] = useSearchParams();
  const key = params.get('k') ?? '';
  const chosen = Number(params.get('s'));
  const wellFormed = RATING_KEY_PATTERN.test(key);
  const query = useQuery({ ...ratingQuery(key), enabled: wellFormed });
  const [thanked, setThanked] = useState<TRating | null>(null);
  // The page opens in the customer's language once per link; the toggle still switches it. Kept outside
  // the page: a new language renders every screen anew (main.tsx), and this page must not undo the choice.
  const language = query.data?.language;
  useEffect(() => {
    if (!language || languageOpened.has(`${key}:${language}`)) return;
    languageOpened.add(`${key}:${language}`);
    void activateLanguage(language);
  }, [language, key]);

  if (!wellFormed || query.isError) {
    return (
      <BlankLayout title={t('rateBadTitle')} width={560}>
        <Alert color="yellow" role="alert" data-testid="rating-invalid">
          {/* The server's answer gives the company's number to call; a malformed link never reaches it. */}
          {query.error instanceof ApiError && query.error.status === 404 ? localize(query.error.answer) : t('badLink')}
        </Alert>
      </BlankLayout>
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <BlankLayout title={t('loading')} width={560}>
        <Skeleton h={320} role="status" aria-label={t('loading')} />
      </BlankLayout>
    );
  }
  const given = thanked ?? data.rating;
  if (given) {
    return (
      <BlankLayout title={thanked ? t('rateThanksTitle') : t('rateAlreadyTitle')} width={560}>
        <Stack data-testid={thanked ? 'rating-thanks' : 'rating-already'}>
          <Alert color={thanked ? 'green' : 'blue'} role="status">
            {thanked ? t('thanks') : t('alreadyRated')}
          </Alert>
          <RatingShown rating={given} />
        </Stack>
      </BlankLayout>
    );
  }
  return (
    <BlankLayout
      title={t('rateTitle', { code: data.req_code })}
      subtitle={data.centre_name ? t('rateIntroCentre', { centre: data.centre_name }) : t('rateIntro')}
      width={560}
    >
      <RatingForm ratingKey={key} initialStars={STARS.includes(chosen as 1) ? chosen : null} onSaved={setThanked} />
    </BlankLayout>
  );
}

function RatingForm({
  ratingKey,
  initialStars,
  onSaved,
}: {
  ratingKey: string;
  initialStars: number | null;
  onSaved: (r: TRating) => void;
}) {
  const client = useQueryClient();
  const [stars, setStars] = useState<string | null>(initialStars ? String(initialStars) : null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = comment.trim().length > RATING_COMMENT_MAX;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!stars) {
      setError(t('chooseStars'));
      // The stars are the one field: a phone whose stars are out of sight is taken to them.
      revealFirstError(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await saveRating(ratingKey, Number(stars), comment);
      onSaved(reply.rating);
    } catch (err) {
      // Rated meanwhile (another tab, the same link twice): the page shows the rating given.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
        await client.invalidateQueries({ queryKey: ['rating', ratingKey] });
      } else setError(err instanceof Error ? err.message : localize(RatingMsg.badLink));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="rating-form">
      <Stack>
        <Box data-field-error={error === t('chooseStars') ? true : undefined} tabIndex={-1}>
          <Radio.Group
            value={stars}
            onChange={setStars}
            label={t('rateStarsLegend')}
            required
            error={error === t('chooseStars') ? error : undefined}
          >
            <Stack gap="xs" mt="xs">
              {STARS.map((n) => (
                <Radio
                  key={n}
                  value={String(n)}
                  data-testid={`rating-star-${n}`}
                  label={
                    <span>
                      <StarRow stars={n} size="lg" /> {t('rateStarOption', { stars: n })} · {t(WORDS[n])}
                    </span>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        </Box>
        <Textarea
          label={t('rateComment')}
          description={t('rateCommentHint')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={RATING_COMMENT_MAX}
          error={tooLong ? t('commentTooLong') : undefined}
          data-testid="rating-comment"
        />
        {error && error !== t('chooseStars') && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={tooLong} data-testid="rating-submit">
          {t('rateSubmit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('rateOnce')}
        </Text>
      </Stack>
    </form>
  );
}
