import { Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
export const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

type StarRatingInputProps = {
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
};

/**
 * Five stars that are one radio group: arrow keys move between them, a screen reader hears
 * "3 stars, radio button, 3 of 5" inside the group's label.
 */
export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.stars}>
        {STARS.map((stars) => {
          const filled = value !== null && stars <= value;
          return (
            <label key={stars} className={classes.star} data-filled={filled || undefined}>
              <input
                className={classes.input}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              {filled ? (
                <IconStarFilled size={28} aria-hidden />
              ) : (
                <IconStar size={28} aria-hidden />
              )}
              <VisuallyHidden>
                {stars} {stars === 1 ? 'star' : 'stars'}: {RATING_WORDS[stars]}
              </VisuallyHidden>
            </label>
          );
        })}
      </div>
      <Text size="sm" c="dimmed" aria-hidden mih={20}>
        {value ? RATING_WORDS[value] : 'Choose from 1 to 5 stars'}
      </Text>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
