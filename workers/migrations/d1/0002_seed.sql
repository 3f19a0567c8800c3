-- Seed data: the fixed sample content of the product (SPEC §2, §3, §6, §9).
-- Providers with their images, services, staff and reviews; site offers; jobs; products;
-- plans and both feature matrices; dashboard samples for provider 'glamour-spot'.

-- ---------------------------------------------------------------------------
-- Providers (all six are featured on the home page, in this order)
-- ---------------------------------------------------------------------------
INSERT INTO providers (id, name, type, emirate, location, address, rating, about, phone, email, opening_hours, latitude, longitude, featured_rank) VALUES
('glamour-spot', 'Glamour Spot', 'Parlour', 'Dubai', 'Jumeirah, Dubai',
 'Villa 24, Jumeirah Beach Road, Jumeirah 1, Dubai', 4.8,
 'Glamour Spot is a ladies'' beauty parlour on Jumeirah Beach Road offering hair, nails, facials and bridal styling in a calm, light-filled villa. Our stylists trained in Beirut, London and Manila and use premium, cruelty-free products. Walk-ins are welcome, but booking ahead guarantees your preferred stylist.',
 '+971 4 344 2718', 'hello@glamourspot.ae', 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 25.2167, 55.2552, 1),
('aura-aesthetic', 'Aura Aesthetic Clinic', 'Clinic', 'Abu Dhabi', 'Al Reem Island, Abu Dhabi',
 'Office 304, Sky Tower, Shams Abu Dhabi, Al Reem Island, Abu Dhabi', 4.9,
 'Aura Aesthetic Clinic is a DOH-licensed aesthetic and dermatology clinic on Al Reem Island. Our physicians specialise in natural-looking injectables, medical-grade facials and laser treatments, always starting with a one-to-one consultation. Every treatment plan is tailored to your skin type and goals.',
 '+971 50 418 7723', 'appointments@auraaesthetic.ae', 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 24.4988, 54.4047, 2),
('barbers-hub', 'Barbers Hub', 'Parlour', 'Sharjah', 'Al Majaz, Sharjah',
 'Shop 7, Al Majaz Waterfront, Buhaira Corniche, Al Majaz 3, Sharjah', 4.7,
 'Barbers Hub is a classic gentlemen''s barbershop overlooking Khalid Lagoon. Our barbers are known for sharp fades, precise beard shaping and the traditional hot towel shave. Relax with a cup of Arabic coffee while you wait.',
 '+971 56 239 4410', 'bookings@barbershub.ae', 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 25.3253, 55.3862, 3),
('skin-revive-clinic', 'Skin Revive Clinic', 'Clinic', 'Dubai', 'Dubai Healthcare City, Dubai',
 'Building 64, Al Razi Medical Complex, Dubai Healthcare City, Oud Metha, Dubai', 4.8,
 'Skin Revive Clinic is a DHA-licensed dermatology clinic in Dubai Healthcare City treating acne, pigmentation and signs of ageing. Our consultant dermatologists combine medical assessment with advanced laser, peel and injectable treatments. We focus on evidence-based results and honest advice.',
 '+971 4 362 9051', 'care@skinrevive.ae', 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 25.2307, 55.3226, 4),
('nails-n-more', 'Nails N More', 'Parlour', 'Ajman', 'Al Nuaimiya, Ajman',
 'Shop 12, Ground Floor, Al Nuaimiya Tower B, Sheikh Humaid Bin Rashid Al Nuaimi Street, Al Nuaimiya 1, Ajman', 4.6,
 'Nails N More is a friendly nail studio in Al Nuaimiya specialising in gel manicures, acrylic extensions and hand-painted nail art. All tools are sterilised after every client and we use HEMA-free gel polishes. Bring a picture of your dream design and our artists will recreate it.',
 '+971 52 671 3358', NULL, 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 25.3979, 55.4578, 5),
('elite-gents-salon', 'Elite Gents Salon', 'Parlour', 'Abu Dhabi', 'Al Khalidiya, Abu Dhabi',
 'Ground Floor, Al Khalidiya Tower, Al Khalidiya Street, Al Khalidiya, Abu Dhabi', 4.7,
 'Elite Gents Salon is a premium men''s grooming lounge in Al Khalidiya offering tailored haircuts, royal shaves, colour and skincare for men. Private cabins make it a favourite with busy professionals. Our grooming specialists will help you find a style that suits your face and lifestyle.',
 '+971 55 902 1187', 'info@elitegents.ae', 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed', 24.4731, 54.3497, 6);

-- ---------------------------------------------------------------------------
-- Provider images
-- ---------------------------------------------------------------------------
INSERT INTO provider_images (provider_id, position, url, alt) VALUES
('glamour-spot', 1, 'https://images.unsplash.com/photo-1560066984-138dadb4c035?auto=format&fit=crop&w=1200&q=70', 'Bright salon interior with styling chairs and large mirrors'),
('glamour-spot', 2, 'https://images.unsplash.com/photo-1522337360788-8b13dee7a37e?auto=format&fit=crop&w=1200&q=70', 'Stylist blow-drying a client''s long hair'),
('glamour-spot', 3, 'https://images.unsplash.com/photo-1604654894610-df63bc536371?auto=format&fit=crop&w=1200&q=70', 'Freshly polished manicured nails in a soft pink shade'),
('glamour-spot', 4, 'https://images.unsplash.com/photo-1487412947147-5cebf100ffc2?auto=format&fit=crop&w=1200&q=70', 'Makeup artist applying foundation to a client'),
('aura-aesthetic', 1, 'https://images.unsplash.com/photo-1616394584738-fc6e612e71b9?auto=format&fit=crop&w=1200&q=70', 'Clean, modern aesthetic clinic treatment room'),
('aura-aesthetic', 2, 'https://images.unsplash.com/photo-1570172619644-dfd03ed5d881?auto=format&fit=crop&w=1200&q=70', 'Practitioner giving a client a professional facial treatment'),
('aura-aesthetic', 3, 'https://images.unsplash.com/photo-1633681926022-84c23e8cb2d6?auto=format&fit=crop&w=1200&q=70', 'Aesthetic doctor preparing a skin treatment'),
('barbers-hub', 1, 'https://images.unsplash.com/photo-1503951914875-452162b0f3f1?auto=format&fit=crop&w=1200&q=70', 'Barber giving a client a precise fade haircut'),
('barbers-hub', 2, 'https://images.unsplash.com/photo-1585747860715-2ba37e788b70?auto=format&fit=crop&w=1200&q=70', 'Vintage barbershop interior with leather barber chairs'),
('barbers-hub', 3, 'https://images.unsplash.com/photo-1621605815971-fbc98d665033?auto=format&fit=crop&w=1200&q=70', 'Barber shaping a client''s beard with a straight razor'),
('barbers-hub', 4, 'https://images.unsplash.com/photo-1599351431202-1e0f0137899a?auto=format&fit=crop&w=1200&q=70', 'Barber tools laid out on a wooden counter'),
('skin-revive-clinic', 1, 'https://images.unsplash.com/photo-1629909613654-28e377c37b09?auto=format&fit=crop&w=1200&q=70', 'Reception area of a modern dermatology clinic'),
('skin-revive-clinic', 2, 'https://images.unsplash.com/photo-1519415943484-9fa1873496d4?auto=format&fit=crop&w=1200&q=70', 'Client relaxing during a calming skin treatment'),
('skin-revive-clinic', 3, 'https://images.unsplash.com/photo-1616394584738-fc6e612e71b9?auto=format&fit=crop&w=1200&q=70', 'Treatment bed prepared for a laser session'),
('skin-revive-clinic', 4, 'https://images.unsplash.com/photo-1570172619644-dfd03ed5d881?auto=format&fit=crop&w=1200&q=70', 'Dermatologist applying a medical facial mask'),
('nails-n-more', 1, 'https://images.unsplash.com/photo-1604654894610-df63bc536371?auto=format&fit=crop&w=1200&q=70', 'Close-up of a glossy gel manicure'),
('nails-n-more', 2, 'https://images.unsplash.com/photo-1610992015732-2449b76344bc?auto=format&fit=crop&w=1200&q=70', 'Nail technician painting nail art with a fine brush'),
('nails-n-more', 3, 'https://images.unsplash.com/photo-1519014816548-bf5fe059798b?auto=format&fit=crop&w=1200&q=70', 'Rows of colourful nail polish bottles on a shelf'),
('elite-gents-salon', 1, 'https://images.unsplash.com/photo-1595476108010-b4d1f102b1b1?auto=format&fit=crop&w=1200&q=70', 'Stylish men''s grooming lounge with black leather chairs'),
('elite-gents-salon', 2, 'https://images.unsplash.com/photo-1600948836101-f9ffda59d250?auto=format&fit=crop&w=1200&q=70', 'Grooming specialist styling a client''s hair'),
('elite-gents-salon', 3, 'https://images.unsplash.com/photo-1503951914875-452162b0f3f1?auto=format&fit=crop&w=1200&q=70', 'Close-up of a sharp men''s haircut with clippers'),
('elite-gents-salon', 4, 'https://images.unsplash.com/photo-1540555700478-4be289fbecef?auto=format&fit=crop&w=1200&q=70', 'Relaxing treatment cabin with warm towels');

-- ---------------------------------------------------------------------------
-- Services (prices in AED, durations in minutes)
-- ---------------------------------------------------------------------------
INSERT INTO services (id, provider_id, position, name, price_aed, duration_minutes) VALUES
('glamour-spot-haircut', 'glamour-spot', 1, 'Haircut & Blow-dry', 180, 60),
('glamour-spot-manicure', 'glamour-spot', 2, 'Classic Manicure', 90, 45),
('glamour-spot-pedicure', 'glamour-spot', 3, 'Spa Pedicure', 120, 60),
('glamour-spot-facial', 'glamour-spot', 4, 'Hydrating Facial', 250, 75),
('glamour-spot-keratin', 'glamour-spot', 5, 'Keratin Smoothing Treatment', 650, 90),
('glamour-spot-threading', 'glamour-spot', 6, 'Eyebrow Threading', 45, 30),
('aura-aesthetic-botox', 'aura-aesthetic', 1, 'Botox (Forehead & Frown Lines)', 1200, 30),
('aura-aesthetic-fillers', 'aura-aesthetic', 2, 'Lip Fillers (1 ml)', 1100, 45),
('aura-aesthetic-hydrafacial', 'aura-aesthetic', 3, 'HydraFacial Signature', 650, 60),
('aura-aesthetic-laser', 'aura-aesthetic', 4, 'Laser Hair Removal (Full Legs)', 900, 60),
('aura-aesthetic-peel', 'aura-aesthetic', 5, 'Chemical Peel', 450, 45),
('barbers-hub-haircut', 'barbers-hub', 1, 'Men''s Haircut', 60, 30),
('barbers-hub-beard-trim', 'barbers-hub', 2, 'Beard Trim & Shape', 45, 30),
('barbers-hub-hot-towel-shave', 'barbers-hub', 3, 'Hot Towel Shave', 70, 30),
('barbers-hub-combo', 'barbers-hub', 4, 'Haircut & Beard Combo', 95, 45),
('barbers-hub-face-mask', 'barbers-hub', 5, 'Charcoal Face Mask', 80, 30),
('skin-revive-clinic-consultation', 'skin-revive-clinic', 1, 'Dermatologist Consultation', 300, 30),
('skin-revive-clinic-laser', 'skin-revive-clinic', 2, 'Laser Hair Removal (Underarms)', 350, 30),
('skin-revive-clinic-facial', 'skin-revive-clinic', 3, 'Medical Deep-Cleansing Facial', 550, 60),
('skin-revive-clinic-microneedling', 'skin-revive-clinic', 4, 'Microneedling with PRP', 1150, 75),
('skin-revive-clinic-botox', 'skin-revive-clinic', 5, 'Botox (Crow''s Feet)', 950, 30),
('skin-revive-clinic-peel', 'skin-revive-clinic', 6, 'Acne Scar Chemical Peel', 500, 45),
('nails-n-more-gel-manicure', 'nails-n-more', 1, 'Gel Manicure', 120, 45),
('nails-n-more-pedicure', 'nails-n-more', 2, 'Classic Pedicure', 100, 45),
('nails-n-more-acrylic', 'nails-n-more', 3, 'Acrylic Nail Extensions', 220, 90),
('nails-n-more-nail-art', 'nails-n-more', 4, 'Nail Art (Full Set)', 80, 30),
('nails-n-more-paraffin', 'nails-n-more', 5, 'Paraffin Hand & Foot Treatment', 150, 60),
('elite-gents-salon-haircut', 'elite-gents-salon', 1, 'Signature Haircut & Styling', 120, 45),
('elite-gents-salon-shave', 'elite-gents-salon', 2, 'Royal Hot Towel Shave', 100, 45),
('elite-gents-salon-facial', 'elite-gents-salon', 3, 'Gentlemen''s Deep-Cleansing Facial', 220, 60),
('elite-gents-salon-colour', 'elite-gents-salon', 4, 'Hair Colour & Grey Blending', 250, 60),
('elite-gents-salon-mani-pedi', 'elite-gents-salon', 5, 'Men''s Manicure & Pedicure', 180, 75);

-- ---------------------------------------------------------------------------
-- Staff
-- ---------------------------------------------------------------------------
INSERT INTO staff (id, provider_id, position, name, title, image_url) VALUES
('glamour-spot-staff-1', 'glamour-spot', 1, 'Layla Haddad', 'Senior Stylist', 'https://images.unsplash.com/photo-1494790108377-be9c29b29330?auto=format&fit=crop&w=400&q=70'),
('glamour-spot-staff-2', 'glamour-spot', 2, 'Maricel Santos', 'Nail Technician', 'https://images.unsplash.com/photo-1544005313-94ddf0286df2?auto=format&fit=crop&w=400&q=70'),
('glamour-spot-staff-3', 'glamour-spot', 3, 'Hannah Clarke', 'Makeup Artist', 'https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=400&q=70'),
('aura-aesthetic-staff-1', 'aura-aesthetic', 1, 'Dr. Mariam Al Mansoori', 'Dermatologist', 'https://images.unsplash.com/photo-1559839734-2b71ea197ec2?auto=format&fit=crop&w=400&q=70'),
('aura-aesthetic-staff-2', 'aura-aesthetic', 2, 'Dr. Karim Nassar', 'Aesthetic Physician', 'https://images.unsplash.com/photo-1612349317150-e413f6a5b16d?auto=format&fit=crop&w=400&q=70'),
('aura-aesthetic-staff-3', 'aura-aesthetic', 3, 'Anjali Menon', 'Laser Therapist', 'https://images.unsplash.com/photo-1580489944761-15a19d654956?auto=format&fit=crop&w=400&q=70'),
('barbers-hub-staff-1', 'barbers-hub', 1, 'Omar Khalil', 'Master Barber', 'https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=400&q=70'),
('barbers-hub-staff-2', 'barbers-hub', 2, 'Imran Qureshi', 'Senior Barber', 'https://images.unsplash.com/photo-1506794778202-cad84cf45f1d?auto=format&fit=crop&w=400&q=70'),
('skin-revive-clinic-staff-1', 'skin-revive-clinic', 1, 'Dr. Elena Petrova', 'Consultant Dermatologist', 'https://images.unsplash.com/photo-1573496359142-b8d87734a5a2?auto=format&fit=crop&w=400&q=70'),
('skin-revive-clinic-staff-2', 'skin-revive-clinic', 2, 'Dr. Ahmed Al Suwaidi', 'Aesthetic Physician', 'https://images.unsplash.com/photo-1500648767791-00dcc994a43e?auto=format&fit=crop&w=400&q=70'),
('skin-revive-clinic-staff-3', 'skin-revive-clinic', 3, 'Grace Villanueva', 'Skin Therapist', 'https://images.unsplash.com/photo-1531123897727-8f129e1688ce?auto=format&fit=crop&w=400&q=70'),
('nails-n-more-staff-1', 'nails-n-more', 1, 'Joanna Reyes', 'Lead Nail Technician', 'https://images.unsplash.com/photo-1534528741775-53994a69daeb?auto=format&fit=crop&w=400&q=70'),
('nails-n-more-staff-2', 'nails-n-more', 2, 'Priya Sharma', 'Nail Artist', 'https://images.unsplash.com/photo-1517841905240-472988babdf9?auto=format&fit=crop&w=400&q=70'),
('elite-gents-salon-staff-1', 'elite-gents-salon', 1, 'Yousef Al Hammadi', 'Master Barber', 'https://images.unsplash.com/photo-1519085360753-af0119f7cbe7?auto=format&fit=crop&w=400&q=70'),
('elite-gents-salon-staff-2', 'elite-gents-salon', 2, 'Rashid Mahmood', 'Senior Stylist', 'https://images.unsplash.com/photo-1472099645785-5658abf4ff4e?auto=format&fit=crop&w=400&q=70'),
('elite-gents-salon-staff-3', 'elite-gents-salon', 3, 'Luca Romano', 'Grooming Specialist', 'https://images.unsplash.com/photo-1463453091185-61582044d556?auto=format&fit=crop&w=400&q=70');

-- ---------------------------------------------------------------------------
-- Reviews
-- ---------------------------------------------------------------------------
INSERT INTO reviews (id, provider_id, position, user_name, rating, comment) VALUES
('glamour-spot-review-1', 'glamour-spot', 1, 'Fatima A.', 5, 'Layla gave me the best blow-dry I have had in Dubai, and it lasted for days. The villa is so relaxing.'),
('glamour-spot-review-2', 'glamour-spot', 2, 'Sarah M.', 5, 'My spa pedicure was thorough and the staff were lovely. I have already booked my next visit.'),
('glamour-spot-review-3', 'glamour-spot', 3, 'Noura K.', 4, 'Great keratin treatment and friendly team. It took a little longer than expected, but the result was worth it.'),
('glamour-spot-review-4', 'glamour-spot', 4, 'Jessica T.', 5, 'Booked online in two minutes and was seen right on time. The hydrating facial left my skin glowing.'),
('aura-aesthetic-review-1', 'aura-aesthetic', 1, 'Hessa R.', 5, 'Dr. Mariam explained everything clearly before my Botox and the result looks completely natural.'),
('aura-aesthetic-review-2', 'aura-aesthetic', 2, 'Rania S.', 5, 'The HydraFacial was amazing and the clinic is spotless. Worth every dirham.'),
('aura-aesthetic-review-3', 'aura-aesthetic', 3, 'Emily W.', 4, 'Very professional laser sessions with noticeable results after three visits. Parking on Reem can be tricky, so arrive early.'),
('barbers-hub-review-1', 'barbers-hub', 1, 'Khalid H.', 5, 'Omar is a true artist with a fade. Best barbershop in Sharjah, hands down.'),
('barbers-hub-review-2', 'barbers-hub', 2, 'Arjun P.', 4, 'Quick, clean and fairly priced. The hot towel shave is a must.'),
('barbers-hub-review-3', 'barbers-hub', 3, 'Mohammed F.', 3, 'Good haircut, but I waited 20 minutes past my booking time on a Thursday evening.'),
('barbers-hub-review-4', 'barbers-hub', 4, 'Daniel R.', 5, 'Great atmosphere with a view of the lagoon. My beard has never looked sharper.'),
('skin-revive-clinic-review-1', 'skin-revive-clinic', 1, 'Aisha B.', 5, 'Dr. Elena finally got my acne under control after years of trying. Honest advice and no upselling.'),
('skin-revive-clinic-review-2', 'skin-revive-clinic', 2, 'Maria L.', 4, 'The microneedling was comfortable and my scars look much softer. Follow-up care was excellent.'),
('skin-revive-clinic-review-3', 'skin-revive-clinic', 3, 'Sana Q.', 5, 'Laser sessions were quick and almost painless. The staff remember your name every visit.'),
('skin-revive-clinic-review-4', 'skin-revive-clinic', 4, 'Latifa M.', 5, 'Clean, calm clinic in Healthcare City with very knowledgeable doctors. Highly recommended.'),
('skin-revive-clinic-review-5', 'skin-revive-clinic', 5, 'Olivia G.', 4, 'Great results from the chemical peel. The price is on the higher side, but the quality shows.'),
('nails-n-more-review-1', 'nails-n-more', 1, 'Mariam J.', 5, 'Joanna recreated my Pinterest nail design perfectly. My gel manicure lasted three weeks without chipping.'),
('nails-n-more-review-2', 'nails-n-more', 2, 'Kavya N.', 4, 'Lovely staff and very hygienic. The studio gets busy on weekends, so book ahead.'),
('nails-n-more-review-3', 'nails-n-more', 3, 'Angela D.', 3, 'Nice acrylics, but one nail lifted after a week. They fixed it for free, which I appreciated.'),
('elite-gents-salon-review-1', 'elite-gents-salon', 1, 'Saeed A.', 5, 'Yousef''s royal shave is an experience. The private cabin makes it feel like a proper escape.'),
('elite-gents-salon-review-2', 'elite-gents-salon', 2, 'James H.', 5, 'Finally found a barber in Abu Dhabi who understands a classic side part. Top service.'),
('elite-gents-salon-review-3', 'elite-gents-salon', 3, 'Faisal T.', 4, 'Excellent grey blending that looks natural. A bit pricey, but the attention to detail is worth it.');

-- The sample providers' staff and what each does: every service by at least one person.
INSERT INTO staff_services (provider_id, staff_id, service_id) VALUES
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-keratin'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-manicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-pedicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-facial'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-threading'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-peel'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-laser'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-peel'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-combo'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-face-mask'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-combo'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-peel'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-laser'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-facial'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-peel'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-nail-art'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-paraffin'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-nail-art'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-facial'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-mani-pedi');

-- ---------------------------------------------------------------------------
-- Offers page (site-wide promotions)
-- ---------------------------------------------------------------------------
INSERT INTO offers (id, position, title, description, type, image_url, details) VALUES
('offer-1', 1, 'Bridal Glow Package',
 'Hair styling, makeup, manicure and pedicure for your big day for AED 1,499 instead of AED 1,950.',
 'Package Deal', 'https://images.unsplash.com/photo-1487412947147-5cebf100ffc2?auto=format&fit=crop&w=1200&q=70',
 'Valid for bookings made until 31 December 2026 at Glamour Spot, Jumeirah. The package must be booked at least 7 days in advance and includes one trial session. Mention the code BRIDALGLOW when booking and pay in full on the day.'),
('offer-2', 2, 'Tuesday Treat: 30% Off Facials',
 'Enjoy 30% off any facial booked for a Tuesday at participating parlours and clinics.',
 'Weekly Deal', 'https://images.unsplash.com/photo-1570172619644-dfd03ed5d881?auto=format&fit=crop&w=1200&q=70',
 'Valid every Tuesday until 31 January 2027 at Glamour Spot, Skin Revive Clinic and Aura Aesthetic Clinic. The discount applies to facials only and cannot be combined with other offers. Book online for a Tuesday and the discount is applied at the counter.'),
('offer-3', 3, 'AED 50 Off Your First Booking',
 'New to the site? Get AED 50 off your first appointment of AED 200 or more.',
 'Welcome Offer', 'https://images.unsplash.com/photo-1560066984-138dadb4c035?auto=format&fit=crop&w=1200&q=70',
 'Valid for one first-time booking per customer at any listed provider until 31 March 2027. The service total must be at least AED 200 before the discount. Show your booking confirmation at the reception to redeem.'),
('offer-4', 4, 'Free Monthly Blow-dry for Members',
 'Members receive one complimentary blow-dry every month, worth AED 120.',
 'Membership Perk', 'https://images.unsplash.com/photo-1522337360788-8b13dee7a37e?auto=format&fit=crop&w=1200&q=70',
 'Available to active members at Glamour Spot, Jumeirah, and Elite Gents Salon, Al Khalidiya. One blow-dry per calendar month; unused perks do not roll over. Book your slot as usual and show your membership at check-in.');

-- ---------------------------------------------------------------------------
-- Job board (4 sample jobs)
-- ---------------------------------------------------------------------------
INSERT INTO jobs (id, title, company_name, location, job_type, salary_range, description, requirements, company_logo_url, posted_date, created_at) VALUES
('job-1', 'Senior Hair Stylist', 'Glamour Spot', 'Dubai, Jumeirah', 'Full-time', 'AED 6,000 - 8,000 / month',
 'Glamour Spot is looking for an experienced hair stylist to join our ladies'' parlour on Jumeirah Beach Road. You will deliver cuts, colour, blow-dries and bridal styling for a loyal clientele. Visa, medical insurance and commission on retail sales are included.',
 '5+ years of salon experience, including colour and bridal styling
Strong knowledge of keratin and smoothing treatments
Excellent English; Arabic is a plus
Valid UAE residence visa or transferable visa',
 'https://images.unsplash.com/photo-1560066984-138dadb4c035?auto=format&fit=crop&w=400&q=70', '2026-11-18', '2026-11-17T20:00:00.000Z'),
('job-2', 'Aesthetic Nurse', 'Aura Aesthetic Clinic', 'Abu Dhabi, Al Reem Island', 'Full-time', 'AED 12,000 - 15,000 / month',
 'Aura Aesthetic Clinic is hiring a licensed nurse to assist our physicians with injectables, laser and skin treatments. You will prepare patients, manage treatment rooms and provide aftercare advice. We offer ongoing training with leading aesthetic brands.',
 'Active DOH nursing licence or eligibility to obtain one
2+ years of experience in an aesthetic or dermatology clinic
Laser safety certification
Friendly, patient-focused communication skills',
 'https://images.unsplash.com/photo-1616394584738-fc6e612e71b9?auto=format&fit=crop&w=400&q=70', '2026-11-10', '2026-11-09T20:00:00.000Z'),
('job-3', 'Nail Technician (Weekends)', 'Nails N More', 'Ajman, Al Nuaimiya', 'Part-time', NULL,
 'Nails N More needs a creative nail technician for our busy Saturday and Sunday shifts. You will perform gel manicures, pedicures, acrylic extensions and nail art. Pay is per shift plus commission, discussed at interview.',
 'Proven experience with gel, acrylic and nail art
Strict hygiene and sterilisation practices
Portfolio of recent work
Available on Saturdays and Sundays',
 NULL, '2026-10-28', '2026-10-27T20:00:00.000Z'),
('job-4', 'Barber', 'Barbers Hub', 'Sharjah, Al Majaz', 'Contract', 'AED 4,500 - 5,500 / month',
 'Barbers Hub is offering a 6-month contract for a skilled barber at our Al Majaz Waterfront shop. You will handle fades, classic cuts, beard shaping and hot towel shaves. The contract may be extended to a permanent role.',
 '3+ years of barbering experience
Confident with fades and straight-razor shaves
Good customer service and punctuality
Able to work evening shifts',
 'https://images.unsplash.com/photo-1503951914875-452162b0f3f1?auto=format&fit=crop&w=400&q=70', '2026-10-15', '2026-10-14T20:00:00.000Z');

-- ---------------------------------------------------------------------------
-- Shop (6 sample products)
-- ---------------------------------------------------------------------------
INSERT INTO products (id, name, brand, category, price_fils, stock, description, image_url, rating, created_at) VALUES
('product-1', 'Argan Oil Repair Serum', 'Desert Bloom Botanicals', 'Hair Care', 8900, 42,
 'A lightweight serum with cold-pressed Moroccan argan oil that tames frizz and repairs heat-damaged ends.',
 'https://images.unsplash.com/photo-1535585209827-a15fcdbc4c2d?auto=format&fit=crop&w=1200&q=70', 4.6, '2026-11-01T00:00:00.000Z'),
('product-2', 'Vitamin C Brightening Serum', 'Lumina Skin Lab', 'Skin Care', 14900, 25,
 'A 15% vitamin C serum that brightens dull skin and fades dark spots. Suitable for daily use under sunscreen.',
 'https://images.unsplash.com/photo-1620916566398-39f1143ab7be?auto=format&fit=crop&w=1200&q=70', 4.8, '2026-11-01T00:00:00.000Z'),
('product-3', 'Velvet Matte Lipstick - Desert Rose', 'Noor Cosmetics', 'Makeup', 6500, 60,
 'A long-wearing matte lipstick in a warm rose shade that stays comfortable all day in the UAE heat.',
 'https://images.unsplash.com/photo-1522335789203-aabd1fc54bc9?auto=format&fit=crop&w=1200&q=70', 4.3, '2026-11-01T00:00:00.000Z'),
('product-4', 'Oud & Amber Eau de Parfum 100 ml', 'Al Qasr Perfumes', 'Fragrance', 42000, 0,
 'A rich, long-lasting blend of Cambodian oud, amber and a touch of rose, inspired by Arabian evenings.',
 'https://images.unsplash.com/photo-1541643600914-78b084683601?auto=format&fit=crop&w=1200&q=70', 4.9, '2026-11-01T00:00:00.000Z'),
('product-5', 'Sandalwood Beard Oil', 'Barber''s Guild', 'Men''s Grooming', 7500, 38,
 'Softens and conditions the beard with jojoba and sandalwood oils while soothing the skin underneath.',
 'https://images.unsplash.com/photo-1621605815971-fbc98d665033?auto=format&fit=crop&w=1200&q=70', 4.5, '2026-11-01T00:00:00.000Z'),
('product-6', 'Ionic Professional Hair Dryer', 'StylePro', 'Tools & Accessories', 34900, 12,
 'A 2200 W ionic hair dryer with three heat settings and a cool shot for fast, frizz-free salon results at home.',
 'https://images.unsplash.com/photo-1522338140262-f46f5913618a?auto=format&fit=crop&w=1200&q=70', 4.4, '2026-11-01T00:00:00.000Z');

-- ---------------------------------------------------------------------------
-- Plans and feature matrices (SPEC §6)
-- ---------------------------------------------------------------------------
INSERT INTO plans (id, position, name, price_aed, description, cta_label, popular, note) VALUES
('basic', 1, 'Basic', 0, 'Get started and list your business for free.', 'Get Started for Free', 0, NULL),
('premium', 2, 'Premium', 100, 'Unlock full booking management, advanced analytics, unlimited job posts and offer placement.', 'Go Premium', 1, 'First 3 months FREE!'),
('featured', 3, 'Featured', 500, 'Everything in Premium plus a spot on the homepage and top priority in search results.', 'Get Featured', 0, NULL);

INSERT INTO plan_features (matrix, position, name, in_basic, in_premium, in_featured) VALUES
('subscription', 1, 'Business Profile Listing', 1, 1, 1),
('subscription', 2, 'Receive Bookings', 1, 1, 1),
('subscription', 3, 'Limited Booking Management', 1, 0, 0),
('subscription', 4, 'Basic Analytics', 1, 0, 0),
('subscription', 5, 'Full Booking Management & Calendar', 0, 1, 1),
('subscription', 6, 'Advanced Analytics & Reports', 0, 1, 1),
('subscription', 7, 'Job Posting (Unlimited)', 0, 1, 1),
('subscription', 8, 'Offer Placement', 0, 1, 1),
('subscription', 9, 'Featured Provider Possibility', 0, 1, 1),
('subscription', 10, 'Priority Support', 0, 1, 1),
('subscription', 11, 'Job Posting (1 active limit)', 0, 0, 0),
('pricing', 1, 'Business Profile Listing', 1, 1, 1),
('pricing', 2, 'Receive Bookings', 1, 1, 1),
('pricing', 3, 'Limited Booking Management', 1, 0, 0),
('pricing', 4, 'Basic Analytics', 1, 0, 0),
('pricing', 5, 'Full Booking Management', 0, 1, 1),
('pricing', 6, 'Advanced Analytics', 0, 1, 1),
('pricing', 7, 'Offer & Discount Placement', 0, 1, 1),
('pricing', 8, 'Job Posting Unlimited', 0, 1, 1),
('pricing', 9, 'Priority Support', 0, 1, 1),
('pricing', 10, 'Homepage Feature', 0, 0, 1),
('pricing', 11, 'Top Search Result Priority', 0, 0, 1);

-- ---------------------------------------------------------------------------
-- Dashboard samples for provider 'glamour-spot'
-- ---------------------------------------------------------------------------
INSERT INTO bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, idempotency_key) VALUES
('sample-booking-1', 'glamour-spot', 'glamour-spot-haircut', 'glamour-spot-staff-1', '2026-12-07T10:30', '2026-12-07T11:30', 'Aisha Al Zaabi', '+971501234567', 'aisha.alzaabi@example.com', 'Confirmed', NULL),
('sample-booking-2', 'glamour-spot', 'glamour-spot-manicure', 'glamour-spot-staff-2', '2026-12-08T14:00', '2026-12-08T14:45', 'Priya Nair', '+971558765432', NULL, 'Confirmed', NULL),
('sample-booking-3', 'glamour-spot', 'glamour-spot-facial', 'glamour-spot-staff-3', '2026-12-09T16:30', '2026-12-09T17:45', 'Charlotte Evans', '+971524419087', 'charlotte.evans@example.com', 'Pending', NULL),
('sample-booking-4', 'glamour-spot', 'glamour-spot-pedicure', 'glamour-spot-staff-2', '2026-12-12T11:00', '2026-12-12T12:00', 'Reem Haddad', '+971567302218', NULL, 'Confirmed', NULL);

INSERT INTO provider_offers (id, provider_id, title, description, active) VALUES
('sample-offer-1', 'glamour-spot', '20% Off Keratin Treatments', 'Get 20% off any keratin smoothing treatment booked this month.', 1),
('sample-offer-2', 'glamour-spot', 'Mani-Pedi Combo for AED 180', 'Classic manicure and spa pedicure together for AED 180 instead of AED 210.', 1),
('sample-offer-3', 'glamour-spot', 'Summer Blow-dry Special', 'Blow-dry for AED 99 on weekday mornings during the summer season.', 0);

INSERT INTO provider_job_postings (id, provider_id, title, applicants, status) VALUES
('sample-job-1', 'glamour-spot', 'Senior Hair Stylist', 14, 'Open'),
('sample-job-2', 'glamour-spot', 'Nail Technician', 9, 'Open'),
('sample-job-3', 'glamour-spot', 'Salon Receptionist', 23, 'Closed');
