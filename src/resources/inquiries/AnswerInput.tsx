import { Box, Button } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The answer is the form's work: the whole width of the form, not the grid's 70-character cap for short texts. */
export const FULL_WIDTH = { '& .MuiInputBase-root': { maxWidth: 'none' } };

/** The e-mail that carries an answer to the asker, as a mailto: URL (subject and body encoded per RFC 6068). */
export function answerMailto(email: string, subject: string, answer: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(answer)}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?${query}`;
}

/**
 * The answer box, and what becomes of the answer: nothing in the system e-mails it (no trigger, function or mail
 * template sends expert_inquiries.answer anywhere), so its helper text says so and a button opens the admin's own
 * mail program with the answer written in, addressed to the asker.
 */
export function AnswerInput() {
  const translate = useTranslate();
  const record = useRecordContext();
  const answer = useWatch({ name: 'answer' }) as string | null | undefined;
  const email = typeof record?.email === 'string' ? record.email : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <TextInput
        source="answer"
        multiline
        minRows={4}
        fullWidth
        sx={FULL_WIDTH}
        helperText={translate('resources.inquiries.answer_mail.not_sent', { email })}
      />
      {email && (
        <Button
          href={answerMailto(email, translate('resources.inquiries.answer_mail.subject'), answer ?? '')}
          startIcon={<MailOutlineIcon />}
          disabled={!answer?.trim()}
          sx={{ minHeight: 44 }}
        >
          {translate('resources.inquiries.answer_mail.open')}
        </Button>
      )}
    </Box>
  );
}
