import type { SystemStyleObject } from '@chakra-ui/react';

/** How a job description's Markdown reads, on the board (published HTML) and in the admin. */
export const descriptionStyles: SystemStyleObject = {
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', fontSize: 'lg', color: 'brand.700', mt: 3 },
  '& ul': { listStyleType: 'disc', pl: 6 },
  '& ol': { listStyleType: 'decimal', pl: 6 },
  '& p, & ul, & ol': { mt: 2 },
  '& a': { color: 'brand.700', textDecoration: 'underline' },
};
