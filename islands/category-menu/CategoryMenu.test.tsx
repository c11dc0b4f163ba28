import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '../../shared/api/contract';
import { renderWithProviders as render } from '../../shared/test/renderWithProviders';
import { CategoryMenu } from './CategoryMenu';

const category = (id: number, name: string, slug: string): Category => ({
  id,
  parent_id: 1,
  slug,
  name,
  category_name: name,
  logo_path: null,
  product_count: 0,
});

describe('CategoryMenu', () => {
  it('links every category the server wrote to /categories/{slug}, in its order', () => {
    render(
      <CategoryMenu
        categories={[category(2, 'Groceries', 'groceries'), category(3, "Men's Fashion", 'mens-fashion')]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Groceries', '/categories/groceries'],
      ["Men's Fashion", '/categories/mens-fashion'],
    ]);
  });

  it('shows the departments only, and marks the one being browsed', () => {
    const groceries = category(2, 'Groceries', 'groceries');
    const rice = { ...category(5, 'Rice & Dal', 'rice-dal'), parent_id: 2 };
    render(
      <CategoryMenu
        categories={[groceries, rice, category(3, 'Books & Stationery', 'books-stationery')]}
        currentPath="/categories/groceries"
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Groceries', 'Books & Stationery']);
    expect(screen.getByRole('link', { name: 'Groceries' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Books & Stationery' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without categories', () => {
    expect(render(<CategoryMenu categories={[]} />).container).toBeEmptyDOMElement();
    expect(render(<CategoryMenu />).container).toBeEmptyDOMElement();
  });

  it("gives a name the width the server measured in the shop's Bengali font", () => {
    render(
      <CategoryMenu
        categories={[category(2, 'মুদি বাজার', 'groceries'), category(3, 'Gadgets', 'gadgets')]}
        labelWidths={{ 'মুদি বাজার': 4.37 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'মুদি বাজার' })).toHaveStyle({ '--label-width': '4.37em' });
    expect(screen.getByRole('link', { name: 'Gadgets' })).not.toHaveAttribute('style');
  });

  describe('wider than the screen', () => {
    const widths = { clientWidth: 1000, scrollWidth: 2400 };
    beforeEach(() => {
      for (const [name, value] of Object.entries(widths))
        jest.spyOn(HTMLElement.prototype, name as 'clientWidth', 'get').mockReturnValue(value);
      // jsdom scrolls nothing: scrollBy moves scrollLeft at once and says so, as a browser does.
      HTMLElement.prototype.scrollBy = function scrollBy(this: HTMLElement, options?: ScrollToOptions | number) {
        this.scrollLeft += typeof options === 'number' ? options : (options?.left ?? 0);
        fireEvent.scroll(this);
      };
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    });

    const departments = Array.from({ length: 12 }, (_, i) =>
      category(i + 2, `Department ${i + 1}`, `department-${i + 1}`),
    );

    it('offers More categories, which scrolls the strip on until its end, then Previous categories', async () => {
      render(<CategoryMenu categories={departments} />);
      const more = await screen.findByRole('button', { name: 'More categories' });
      expect(screen.queryByRole('button', { name: 'Previous categories' })).not.toBeInTheDocument();
      const list = screen.getByRole('list');
      await userEvent.click(more);
      expect(list.scrollLeft).toBe(800);
      expect(screen.getByRole('button', { name: 'Previous categories' })).toBeInTheDocument();
      // The end: More goes, and focus, which was on it, moves to Previous.
      screen.getByRole('button', { name: 'More categories' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('button', { name: 'More categories' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous categories' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Previous categories' }));
      expect(list.scrollLeft).toBe(800);
    });

    it('names its arrows in Bangla', async () => {
      render(<CategoryMenu categories={departments} />, { shop: { locale: 'bn-BD' } });
      expect(await screen.findByRole('button', { name: 'আরও ক্যাটাগরি' })).toBeInTheDocument();
    });
  });
});
