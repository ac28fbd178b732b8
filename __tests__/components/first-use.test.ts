/** @jest-environment jsdom */
import { fireEvent } from '@testing-library/react';
import { onFirstUse } from '@/components/products/first-use';

function searchForm(value = ''): { form: HTMLFormElement; field: HTMLInputElement } {
  document.body.innerHTML = `<form><input name="q" value="${value}"></form>`;
  return { form: document.querySelector('form')!, field: document.querySelector('input')! };
}

describe('the products filter starts at the first use of the search form', () => {
  it.each([
    ['a touch', (field: HTMLInputElement) => fireEvent.pointerDown(field)],
    ['a focus', (field: HTMLInputElement) => fireEvent.focusIn(field)],
    // The field was reached for before the script listened: the first keystroke it hears starts it.
    ['a keystroke alone', (field: HTMLInputElement) => fireEvent.input(field, { target: { value: 'n' } })],
  ])('on %s, once', (_, use) => {
    const { form, field } = searchForm();
    const start = jest.fn();
    onFirstUse(form, start);
    expect(start).not.toHaveBeenCalled();
    use(field);
    fireEvent.input(field, { target: { value: 'ny' } });
    fireEvent.focusIn(field);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('at once when the field already holds words, and never after a cancel', () => {
    const start = jest.fn();
    onFirstUse(searchForm('nyanya').form, start);
    expect(start).toHaveBeenCalledTimes(1);
    const { form, field } = searchForm();
    const later = jest.fn();
    onFirstUse(form, later)();
    fireEvent.input(field, { target: { value: 'n' } });
    expect(later).not.toHaveBeenCalled();
  });
});
