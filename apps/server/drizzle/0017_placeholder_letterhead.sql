-- Issue 24: the first start used to fill the letterhead with a made-up name and address, which printed as
-- if they were the company's. An install that never replaced them gets the empty letterhead a new one has:
-- prints say it is not set up, invoices wait for it, and the admin's checklist asks for it.
UPDATE company_settings
SET name = '', address = ''
WHERE name = 'Service Application Electronics' AND address = 'Chennai, Tamil Nadu';
