import { chakra } from '@chakra-ui/react';

/**
 * The public forms' submit button (contact, referral), or with `onClick` the button that sends
 * checked answers outside the form. While sending it stays focusable and only says so
 * (aria-disabled), so a keyboard user keeps their place.
 */
export function SendButton(props: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  fontSize?: 'md' | 'lg';
  onClick?: () => void;
}) {
  const { sending, onClick } = props;
  return (
    <chakra.button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      aria-disabled={sending || undefined}
      justifySelf="start"
      minH="target"
      px={8}
      borderRadius="full"
      bg="brand.700"
      color="white"
      fontWeight="semibold"
      fontSize={props.fontSize}
      cursor={sending ? 'progress' : 'pointer'}
      opacity={sending ? 0.8 : 1}
      _hover={{ bg: 'brand.800' }}
    >
      {sending ? props.sendingLabel : props.label}
    </chakra.button>
  );
}
