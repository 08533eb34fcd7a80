/**
 * The eight fixed customer reviews of the home page's testimonials and the
 * customer reviews page (spec section 2, "Testimonials").
 */
export interface Testimonial {
  id: number;
  name: string;
  /** Where the customer lives, as they gave it. */
  location: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  message: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Priya Sharma',
    location: 'Pune, India',
    rating: 5,
    message:
      'The indigo dabu cushion covers are even prettier in person. You can see the little crackle lines from the mud resist, and the colour has not faded after three washes. My living room finally feels like home.',
  },
  {
    id: 2,
    name: 'Emma Whitfield',
    location: 'Bristol, United Kingdom',
    rating: 5,
    message:
      'My kaftan arrived in Bristol in eleven days, wrapped in tissue with a handwritten note. The cotton is soft and breathable and the block print is crisp. I have already ordered a second one for my sister.',
  },
  {
    id: 3,
    name: 'Arjun Mehta',
    location: 'Bengaluru, India',
    rating: 4,
    message:
      'Bought a bedcover and two table runners for our new flat. Lovely quality and honest colours in the photos. Delivery took a day longer than promised, but support kept me posted on WhatsApp the whole time.',
  },
  {
    id: 4,
    name: 'Sofia Romano',
    location: 'Milan, Italy',
    rating: 5,
    message:
      'I run a small concept store and these hand-printed napkins sell out every time. Knowing they are made by artisan families in Jaipur, and paid fairly, matters a lot to my customers and to me.',
  },
  {
    id: 5,
    name: 'Meera Iyer',
    location: 'Chennai, India',
    rating: 5,
    message:
      'The Sanganeri print lehenga was perfect for my cousin’s mehendi. So many people asked where it was from! The fit guide was accurate and the fabric is light enough for Chennai weather.',
  },
  {
    id: 6,
    name: 'Daniel Okafor',
    location: 'Toronto, Canada',
    rating: 4,
    message:
      'Solid, well-stitched harem pants that survive my yoga classes. The natural dye smelt earthy for the first wash, which the care card warned about. Customs duties were extra, as the shipping page says.',
  },
  {
    id: 7,
    name: 'Ananya Gupta',
    location: 'New Delhi, India',
    rating: 5,
    message:
      'I gifted the quilted toiletry bags to my bridesmaids and every single one loved them. Beautiful mirror work, sturdy zips, and they were packed in cloth pouches instead of plastic. Thank you!',
  },
  {
    id: 8,
    name: 'Hannah Becker',
    location: 'Munich, Germany',
    rating: 5,
    message:
      'The curtains I ordered are gorgeous: hand-block printed, properly lined and exactly the length I asked for. Paying by card was easy and the team answered my questions about the print within an hour.',
  },
];

/** The mean star rating of the fixed reviews, to one decimal place. */
export function averageTestimonialRating(testimonials: readonly Testimonial[] = TESTIMONIALS): number {
  if (testimonials.length === 0) return 0;
  const total = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0);
  return Math.round((total / testimonials.length) * 10) / 10;
}
