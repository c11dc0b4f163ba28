import '@testing-library/jest-dom';

// jsdom has no default stylesheet, so every element computes as a block and accessible names get
// a space at each element boundary ("Cart : 2"). Inline elements are inline, as in a browser.
const inline = document.createElement('style');
inline.textContent = 'span, a, strong, em, b, i, small, abbr, label, del, ins, time { display: inline; }';
document.head.append(inline);
