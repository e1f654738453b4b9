export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      approval_settings: {
        Row: {
          admin_terms_need_approval: boolean
          created_at: string
          id: boolean
          updated_at: string
          version: number
        }
        Insert: {
          admin_terms_need_approval?: boolean
          created_at?: string
          id?: boolean
          updated_at?: string
          version?: number
        }
        Update: {
          admin_terms_need_approval?: boolean
          created_at?: string
          id?: boolean
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      audit_log: {
        Row: {
          action: string
          actor_id: string | null
          change_kind: string | null
          change_set: string | null
          changed_fields: Json | null
          conflict_overwritten: boolean
          id: number
          occurred_at: string
          row_id: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          change_kind?: string | null
          change_set?: string | null
          changed_fields?: Json | null
          conflict_overwritten?: boolean
          id?: never
          occurred_at?: string
          row_id?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          change_kind?: string | null
          change_set?: string | null
          changed_fields?: Json | null
          conflict_overwritten?: boolean
          id?: never
          occurred_at?: string
          row_id?: string | null
          table_name?: string
        }
        Relationships: []
      }
      banks: {
        Row: {
          created_at: string
          description: string | null
          id: number
          is_active: boolean
          logo_url: string | null
          name: string
          org_number: string | null
          slug: string
          updated_at: string
          version: number
          website_url: string | null
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: number
          is_active?: boolean
          logo_url?: string | null
          name: string
          org_number?: string | null
          slug: string
          updated_at?: string
          version?: number
          website_url?: string | null
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: number
          is_active?: boolean
          logo_url?: string | null
          name?: string
          org_number?: string | null
          slug?: string
          updated_at?: string
          version?: number
          website_url?: string | null
        }
        Relationships: []
      }
      blog_posts: {
        Row: {
          author_id: string | null
          author_name: string | null
          body: string
          cover_image_url: string | null
          created_at: string
          excerpt: string | null
          id: number
          publish_until: string | null
          published_at: string | null
          related_card_ids: number[]
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
          version: number
          publication_state: string | null
        }
        Insert: {
          author_id?: string | null
          author_name?: string | null
          body?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: number
          publish_until?: string | null
          published_at?: string | null
          related_card_ids?: number[]
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
          version?: number
        }
        Update: {
          author_id?: string | null
          author_name?: string | null
          body?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: number
          publish_until?: string | null
          published_at?: string | null
          related_card_ids?: number[]
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      card_categories: {
        Row: {
          card_id: number
          category_id: number
          created_at: string
        }
        Insert: {
          card_id: number
          category_id: number
          created_at?: string
        }
        Update: {
          card_id?: number
          category_id?: number
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "card_categories_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: false
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "card_categories_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
        ]
      }
      card_change_proposals: {
        Row: {
          base_version: number
          card_id: number
          change_set: string
          changes: NonNullable<Json>
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: number
          proposed_by: string
          reason: string | null
          status: string
          updated_at: string
          version: number
        }
        Insert: {
          base_version: number
          card_id: number
          change_set?: string
          changes: NonNullable<Json>
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: never
          proposed_by?: string
          reason?: string | null
          status?: string
          updated_at?: string
          version?: number
        }
        Update: {
          base_version?: number
          card_id?: number
          change_set?: string
          changes?: NonNullable<Json>
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: never
          proposed_by?: string
          reason?: string | null
          status?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "card_change_proposals_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: false
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
        ]
      }
      card_offers: {
        Row: {
          card_id: number
          offer: string
        }
        Insert: {
          card_id: number
          offer: string
        }
        Update: {
          card_id?: number
          offer?: string
        }
        Relationships: [
          {
            foreignKeyName: "card_offers_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: true
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
        ]
      }
      categories: {
        Row: {
          created_at: string
          description: string | null
          id: number
          is_active: boolean
          name: string
          slug: string
          sort_order: number
          updated_at: string
          version: number
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: number
          is_active?: boolean
          name: string
          slug: string
          sort_order?: number
          updated_at?: string
          version?: number
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: number
          is_active?: boolean
          name?: string
          slug?: string
          sort_order?: number
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      chat_messages: {
        Row: {
          completion_tokens: number | null
          content: string
          created_at: string
          id: number
          prompt_tokens: number | null
          role: string
          session_id: number
        }
        Insert: {
          completion_tokens?: number | null
          content: string
          created_at?: string
          id?: number
          prompt_tokens?: number | null
          role: string
          session_id: number
        }
        Update: {
          completion_tokens?: number | null
          content?: string
          created_at?: string
          id?: number
          prompt_tokens?: number | null
          role?: string
          session_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "chat_messages_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "chat_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      chat_sessions: {
        Row: {
          created_at: string
          feedback: string | null
          flagged: boolean
          id: number
          last_message_at: string | null
          message_count: number
          page_url: string | null
          rating: number | null
          started_at: string
          updated_at: string
          user_agent_family: string | null
          version: number
          visitor_id: string
        }
        Insert: {
          created_at?: string
          feedback?: string | null
          flagged?: boolean
          id?: number
          last_message_at?: string | null
          message_count?: number
          page_url?: string | null
          rating?: number | null
          started_at?: string
          updated_at?: string
          user_agent_family?: string | null
          version?: number
          visitor_id: string
        }
        Update: {
          created_at?: string
          feedback?: string | null
          flagged?: boolean
          id?: number
          last_message_at?: string | null
          message_count?: number
          page_url?: string | null
          rating?: number | null
          started_at?: string
          updated_at?: string
          user_agent_family?: string | null
          version?: number
          visitor_id?: string
        }
        Relationships: []
      }
      cookie_consents: {
        Row: {
          action: string
          analytics: boolean
          consent_id: string
          created_at: string
          expires_at: string | null
          functional: boolean
          id: number
          ip_hash: string | null
          locale: string
          marketing: boolean
          necessary: boolean
          policy_text_id: number | null
          policy_version: string
          previous_consent_id: string | null
          source: string
          user_agent_family: string | null
        }
        Insert: {
          action: string
          analytics: boolean
          consent_id?: string
          created_at?: string
          expires_at?: string | null
          functional: boolean
          id?: number
          ip_hash?: string | null
          locale?: string
          marketing: boolean
          necessary?: boolean
          policy_text_id?: number | null
          policy_version: string
          previous_consent_id?: string | null
          source?: string
          user_agent_family?: string | null
        }
        Update: {
          action?: string
          analytics?: boolean
          consent_id?: string
          created_at?: string
          expires_at?: string | null
          functional?: boolean
          id?: number
          ip_hash?: string | null
          locale?: string
          marketing?: boolean
          necessary?: boolean
          policy_text_id?: number | null
          policy_version?: string
          previous_consent_id?: string | null
          source?: string
          user_agent_family?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "cookie_consents_policy_text_id_fkey"
            columns: ["policy_text_id"]
            isOneToOne: false
            referencedRelation: "site_texts"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_cards: {
        Row: {
          accepts_payment_remarks: boolean
          annual_fee: number
          apply_url: string | null
          bank_id: number
          bonus_description: string | null
          cashback_percent: number | null
          cons: string | null
          created_at: string
          credit_bureau: string | null
          credit_limit_max: number | null
          credit_limit_min: number | null
          credit_warning: string | null
          currency_surcharge_percent: number | null
          editor_rating: number | null
          effective_rate: number | null
          example_credit_amount: number | null
          example_monthly_payment: number | null
          example_term_months: number | null
          example_total_payable: number | null
          example_updated_on: string | null
          extra_card_fee: number | null
          has_lounge_access: boolean
          has_purchase_protection: boolean
          has_travel_insurance: boolean
          highlights: string[]
          id: number
          image_url: string | null
          insurance_notes: string | null
          interest_free_days: number | null
          invoice_fee: number
          is_published: boolean
          is_sponsored: boolean
          min_age: number
          min_annual_income: number | null
          min_monthly_payment_percent: number | null
          name: string
          network_id: number
          nominal_rate_max: number | null
          nominal_rate_min: number | null
          offer_ends_at: string | null
          pros: string | null
          publish_from: string | null
          publish_until: string | null
          rate_type: string | null
          setup_fee: number
          short_description: string | null
          slug: string
          sort_rank: number
          updated_at: string
          version: number
          withdrawal_fee_fixed: number | null
          withdrawal_fee_percent: number | null
          breaks_rules: boolean | null
          current_offer: string | null
          publication_state: string | null
        }
        Insert: {
          accepts_payment_remarks?: boolean
          annual_fee?: number
          apply_url?: string | null
          bank_id: number
          bonus_description?: string | null
          cashback_percent?: number | null
          cons?: string | null
          created_at?: string
          credit_bureau?: string | null
          credit_limit_max?: number | null
          credit_limit_min?: number | null
          credit_warning?: string | null
          currency_surcharge_percent?: number | null
          editor_rating?: number | null
          effective_rate?: number | null
          example_credit_amount?: number | null
          example_monthly_payment?: number | null
          example_term_months?: number | null
          example_total_payable?: number | null
          example_updated_on?: string | null
          extra_card_fee?: number | null
          has_lounge_access?: boolean
          has_purchase_protection?: boolean
          has_travel_insurance?: boolean
          highlights?: string[]
          id?: number
          image_url?: string | null
          insurance_notes?: string | null
          interest_free_days?: number | null
          invoice_fee?: number
          is_published?: boolean
          is_sponsored?: boolean
          min_age?: number
          min_annual_income?: number | null
          min_monthly_payment_percent?: number | null
          name: string
          network_id: number
          nominal_rate_max?: number | null
          nominal_rate_min?: number | null
          offer_ends_at?: string | null
          pros?: string | null
          publish_from?: string | null
          publish_until?: string | null
          rate_type?: string | null
          setup_fee?: number
          short_description?: string | null
          slug: string
          sort_rank?: number
          updated_at?: string
          version?: number
          withdrawal_fee_fixed?: number | null
          withdrawal_fee_percent?: number | null
        }
        Update: {
          accepts_payment_remarks?: boolean
          annual_fee?: number
          apply_url?: string | null
          bank_id?: number
          bonus_description?: string | null
          cashback_percent?: number | null
          cons?: string | null
          created_at?: string
          credit_bureau?: string | null
          credit_limit_max?: number | null
          credit_limit_min?: number | null
          credit_warning?: string | null
          currency_surcharge_percent?: number | null
          editor_rating?: number | null
          effective_rate?: number | null
          example_credit_amount?: number | null
          example_monthly_payment?: number | null
          example_term_months?: number | null
          example_total_payable?: number | null
          example_updated_on?: string | null
          extra_card_fee?: number | null
          has_lounge_access?: boolean
          has_purchase_protection?: boolean
          has_travel_insurance?: boolean
          highlights?: string[]
          id?: number
          image_url?: string | null
          insurance_notes?: string | null
          interest_free_days?: number | null
          invoice_fee?: number
          is_published?: boolean
          is_sponsored?: boolean
          min_age?: number
          min_annual_income?: number | null
          min_monthly_payment_percent?: number | null
          name?: string
          network_id?: number
          nominal_rate_max?: number | null
          nominal_rate_min?: number | null
          offer_ends_at?: string | null
          pros?: string | null
          publish_from?: string | null
          publish_until?: string | null
          rate_type?: string | null
          setup_fee?: number
          short_description?: string | null
          slug?: string
          sort_rank?: number
          updated_at?: string
          version?: number
          withdrawal_fee_fixed?: number | null
          withdrawal_fee_percent?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "credit_cards_bank_id_fkey"
            columns: ["bank_id"]
            isOneToOne: false
            referencedRelation: "banks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_cards_network_id_fkey"
            columns: ["network_id"]
            isOneToOne: false
            referencedRelation: "networks"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_rule_sets: {
        Row: {
          cost_cap: boolean
          created_at: string
          effective_rate_tolerance_pp: number
          example_tolerance_kr: number
          id: number
          interest_margin_pp: number | null
          legal_source: string
          name: string
          required_fields: string[]
          updated_at: string
          valid_from: string
          version: number
          warning_required: boolean
          warning_text: string | null
        }
        Insert: {
          cost_cap?: boolean
          created_at?: string
          effective_rate_tolerance_pp?: number
          example_tolerance_kr?: number
          id?: number
          interest_margin_pp?: number | null
          legal_source: string
          name: string
          required_fields?: string[]
          updated_at?: string
          valid_from: string
          version?: number
          warning_required?: boolean
          warning_text?: string | null
        }
        Update: {
          cost_cap?: boolean
          created_at?: string
          effective_rate_tolerance_pp?: number
          example_tolerance_kr?: number
          id?: number
          interest_margin_pp?: number | null
          legal_source?: string
          name?: string
          required_fields?: string[]
          updated_at?: string
          valid_from?: string
          version?: number
          warning_required?: boolean
          warning_text?: string | null
        }
        Relationships: []
      }
      editing_sessions: {
        Row: {
          editor_email: string | null
          expires_at: string
          record_id: string
          resource: string
          user_id: string
        }
        Insert: {
          editor_email?: string | null
          expires_at?: string
          record_id: string
          resource: string
          user_id?: string
        }
        Update: {
          editor_email?: string | null
          expires_at?: string
          record_id?: string
          resource?: string
          user_id?: string
        }
        Relationships: []
      }
      expert_inquiries: {
        Row: {
          answer: string | null
          answered_at: string | null
          assigned_to: string | null
          card_id: number | null
          category_id: number | null
          closed_at: string | null
          created_at: string
          email: string
          id: number
          internal_note: string | null
          name: string
          phone: string | null
          publish_as_faq: boolean
          question: string
          status: string
          updated_at: string
          version: number
        }
        Insert: {
          answer?: string | null
          answered_at?: string | null
          assigned_to?: string | null
          card_id?: number | null
          category_id?: number | null
          closed_at?: string | null
          created_at?: string
          email: string
          id?: number
          internal_note?: string | null
          name: string
          phone?: string | null
          publish_as_faq?: boolean
          question: string
          status?: string
          updated_at?: string
          version?: number
        }
        Update: {
          answer?: string | null
          answered_at?: string | null
          assigned_to?: string | null
          card_id?: number | null
          category_id?: number | null
          closed_at?: string | null
          created_at?: string
          email?: string
          id?: number
          internal_note?: string | null
          name?: string
          phone?: string | null
          publish_as_faq?: boolean
          question?: string
          status?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "expert_inquiries_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: false
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "expert_inquiries_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
        ]
      }
      link_check_runs: {
        Row: {
          abandoned: boolean
          finished_at: string | null
          id: number
          links: number | null
          started_at: string
          started_by: string | null
        }
        Insert: {
          abandoned?: boolean
          finished_at?: string | null
          id?: never
          links?: number | null
          started_at?: string
          started_by?: string | null
        }
        Update: {
          abandoned?: boolean
          finished_at?: string | null
          id?: never
          links?: number | null
          started_at?: string
          started_by?: string | null
        }
        Relationships: []
      }
      link_checks: {
        Row: {
          bank_id: number | null
          card_id: number | null
          checked_at: string
          error: string | null
          final_host: string | null
          id: number
          outcome: string
          response_ms: number
          run_id: number
          status_code: number | null
          url: string
        }
        Insert: {
          bank_id?: number | null
          card_id?: number | null
          checked_at: string
          error?: string | null
          final_host?: string | null
          id?: never
          outcome: string
          response_ms: number
          run_id: number
          status_code?: number | null
          url: string
        }
        Update: {
          bank_id?: number | null
          card_id?: number | null
          checked_at?: string
          error?: string | null
          final_host?: string | null
          id?: never
          outcome?: string
          response_ms?: number
          run_id?: number
          status_code?: number | null
          url?: string
        }
        Relationships: [
          {
            foreignKeyName: "link_checks_bank_id_fkey"
            columns: ["bank_id"]
            isOneToOne: false
            referencedRelation: "banks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "link_checks_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: false
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "link_checks_run_id_fkey"
            columns: ["run_id"]
            isOneToOne: false
            referencedRelation: "link_check_runs"
            referencedColumns: ["id"]
          },
        ]
      }
      networks: {
        Row: {
          acceptance_note: string | null
          created_at: string
          id: number
          logo_url: string | null
          name: string
          slug: string
          updated_at: string
          version: number
        }
        Insert: {
          acceptance_note?: string | null
          created_at?: string
          id?: number
          logo_url?: string | null
          name: string
          slug: string
          updated_at?: string
          version?: number
        }
        Update: {
          acceptance_note?: string | null
          created_at?: string
          id?: number
          logo_url?: string | null
          name?: string
          slug?: string
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      news_articles: {
        Row: {
          author_id: string | null
          author_name: string | null
          body: string
          cover_image_url: string | null
          created_at: string
          excerpt: string | null
          id: number
          publish_until: string | null
          published_at: string | null
          related_card_ids: number[]
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          title: string
          updated_at: string
          version: number
          publication_state: string | null
        }
        Insert: {
          author_id?: string | null
          author_name?: string | null
          body?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: number
          publish_until?: string | null
          published_at?: string | null
          related_card_ids?: number[]
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          status?: string
          title: string
          updated_at?: string
          version?: number
        }
        Update: {
          author_id?: string | null
          author_name?: string | null
          body?: string
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: number
          publish_until?: string | null
          published_at?: string | null
          related_card_ids?: number[]
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          status?: string
          title?: string
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      reference_rates: {
        Row: {
          created_at: string
          id: number
          rate: number
          source: string
          updated_at: string
          valid_from: string
          version: number
        }
        Insert: {
          created_at?: string
          id?: number
          rate: number
          source: string
          updated_at?: string
          valid_from: string
          version?: number
        }
        Update: {
          created_at?: string
          id?: number
          rate?: number
          source?: string
          updated_at?: string
          valid_from?: string
          version?: number
        }
        Relationships: []
      }
      retention_rules: {
        Row: {
          action: string
          created_at: string
          description: string
          enabled: boolean
          id: number
          keep_days: number
          key: string
          max_days: number
          min_days: number
          name: string
          updated_at: string
          version: number
        }
        Insert: {
          action: string
          created_at?: string
          description: string
          enabled?: boolean
          id?: never
          keep_days: number
          key: string
          max_days: number
          min_days: number
          name: string
          updated_at?: string
          version?: number
        }
        Update: {
          action?: string
          created_at?: string
          description?: string
          enabled?: boolean
          id?: never
          keep_days?: number
          key?: string
          max_days?: number
          min_days?: number
          name?: string
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      retention_runs: {
        Row: {
          as_of: string
          batches: number
          completed: boolean
          dry_run: boolean
          duration_ms: number
          id: number
          rows_affected: number
          rule_key: string
          started_at: string
          triggered_by: string
        }
        Insert: {
          as_of: string
          batches: number
          completed?: boolean
          dry_run: boolean
          duration_ms: number
          id?: never
          rows_affected: number
          rule_key: string
          started_at?: string
          triggered_by: string
        }
        Update: {
          as_of?: string
          batches?: number
          completed?: boolean
          dry_run?: boolean
          duration_ms?: number
          id?: never
          rows_affected?: number
          rule_key?: string
          started_at?: string
          triggered_by?: string
        }
        Relationships: []
      }
      reviews: {
        Row: {
          author_email: string | null
          author_name: string
          body: string
          card_id: number
          created_at: string
          id: number
          is_verified: boolean
          moderated_at: string | null
          moderated_by: string | null
          published_at: string | null
          rating: number
          rejection_reason: string | null
          status: string
          title: string | null
          updated_at: string
          verification_method: string | null
          version: number
        }
        Insert: {
          author_email?: string | null
          author_name: string
          body: string
          card_id: number
          created_at?: string
          id?: number
          is_verified?: boolean
          moderated_at?: string | null
          moderated_by?: string | null
          published_at?: string | null
          rating: number
          rejection_reason?: string | null
          status?: string
          title?: string | null
          updated_at?: string
          verification_method?: string | null
          version?: number
        }
        Update: {
          author_email?: string | null
          author_name?: string
          body?: string
          card_id?: number
          created_at?: string
          id?: number
          is_verified?: boolean
          moderated_at?: string | null
          moderated_by?: string | null
          published_at?: string | null
          rating?: number
          rejection_reason?: string | null
          status?: string
          title?: string | null
          updated_at?: string
          verification_method?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "reviews_card_id_fkey"
            columns: ["card_id"]
            isOneToOne: false
            referencedRelation: "credit_cards"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_views: {
        Row: {
          created_at: string
          filter: NonNullable<Json>
          id: number
          name: string
          owner_id: string
          resource: string
          shared: boolean
          updated_at: string
          version: number
        }
        Insert: {
          created_at?: string
          filter?: NonNullable<Json>
          id?: never
          name: string
          owner_id?: string
          resource: string
          shared?: boolean
          updated_at?: string
          version?: number
        }
        Update: {
          created_at?: string
          filter?: NonNullable<Json>
          id?: never
          name?: string
          owner_id?: string
          resource?: string
          shared?: boolean
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      site_texts: {
        Row: {
          body: string
          created_at: string
          id: number
          key: string
          status: string
          title: string
          updated_at: string
          valid_from: string
          version: number
          version_label: string
          is_current: boolean | null
        }
        Insert: {
          body?: string
          created_at?: string
          id?: number
          key: string
          status?: string
          title: string
          updated_at?: string
          valid_from?: string
          version?: number
          version_label: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: number
          key?: string
          status?: string
          title?: string
          updated_at?: string
          valid_from?: string
          version?: number
          version_label?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          role: string
          user_id: string
        }
        Update: {
          created_at?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      approve_card_change: {
        Args: { p_changes?: Json; p_id: number; p_version_override?: number }
        Returns: {
          accepts_payment_remarks: boolean
          annual_fee: number
          apply_url: string | null
          bank_id: number
          bonus_description: string | null
          cashback_percent: number | null
          cons: string | null
          created_at: string
          credit_bureau: string | null
          credit_limit_max: number | null
          credit_limit_min: number | null
          credit_warning: string | null
          currency_surcharge_percent: number | null
          editor_rating: number | null
          effective_rate: number | null
          example_credit_amount: number | null
          example_monthly_payment: number | null
          example_term_months: number | null
          example_total_payable: number | null
          example_updated_on: string | null
          extra_card_fee: number | null
          has_lounge_access: boolean
          has_purchase_protection: boolean
          has_travel_insurance: boolean
          highlights: string[]
          id: number
          image_url: string | null
          insurance_notes: string | null
          interest_free_days: number | null
          invoice_fee: number
          is_published: boolean
          is_sponsored: boolean
          min_age: number
          min_annual_income: number | null
          min_monthly_payment_percent: number | null
          name: string
          network_id: number
          nominal_rate_max: number | null
          nominal_rate_min: number | null
          offer_ends_at: string | null
          pros: string | null
          publish_from: string | null
          publish_until: string | null
          rate_type: string | null
          setup_fee: number
          short_description: string | null
          slug: string
          sort_rank: number
          updated_at: string
          version: number
          withdrawal_fee_fixed: number | null
          withdrawal_fee_percent: number | null
        }
        SetofOptions: {
          from: "*"
          to: "credit_cards"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      audit_actors: {
        Args: Record<PropertyKey, never>
        Returns: {
          actor_id: string
          email: string
          full_name: string
        }[]
      }
      breaks_rules: {
        Args: { p_row: Database["public"]["Tables"]["credit_cards"]["Row"] }
        Returns: boolean
      }
      bulk_update_cards: {
        Args: { p_change_set?: string; p_changes: Json; p_kind?: string }
        Returns: number
      }
      card_change_proposal_problems: {
        Args: { p_id: number }
        Returns: {
          code: string
          field: string
          message: string
        }[]
      }
      card_rule_report: {
        Args: { p_day?: string }
        Returns: {
          card_id: number
          card_name: string
          card_slug: string
          code: string
          field: string
          judged_at: string
          message: string
          rule_set: string
        }[]
      }
      card_terms_timeline: {
        Args: { p_card_id: number }
        Returns: {
          changed: string[]
          event: string
          example: Json
          is_public: boolean
          is_sponsored: boolean
          problems: Json
          sort_rank: number
          terms: Json
          valid_from: string
          valid_until: string
        }[]
      }
      change_set_states: {
        Args: { p_change_sets: string[] }
        Returns: {
          change_kind: string
          change_set: string
          undone: boolean
        }[]
      }
      cookie_consent_summary: {
        Args: { p_action?: string; p_from?: string; p_to?: string }
        Returns: {
          analytics: number
          functional: number
          marketing: number
          total: number
        }[]
      }
      current_offer: {
        Args: { p_row: Database["public"]["Tables"]["credit_cards"]["Row"] }
        Returns: string
      }
      dashboard_summary: {
        Args: {
          p_changes_since: string
          p_scheduled_from: string
          p_scheduled_to: string
          p_stale_before: string
        }
        Returns: Json
      }
      delete_visitor_chats: { Args: { p_visitor_id: string }; Returns: number }
      erase_personal_data: { Args: { p_terms: string[] }; Returns: Json }
      find_personal_data: { Args: { p_terms: string[] }; Returns: Json }
      is_current: {
        Args: { p_row: Database["public"]["Tables"]["site_texts"]["Row"] }
        Returns: boolean
      }
      last_change: {
        Args: { p_row_id: string; p_table: string }
        Returns: {
          action: string
          email: string
          occurred_at: string
        }[]
      }
      link_check_allowed: { Args: Record<PropertyKey, never>; Returns: boolean }
      link_check_begin: { Args: { p_started_by?: string }; Returns: Json }
      link_check_finish: {
        Args: { p_results: Json; p_run_id: number }
        Returns: number
      }
      propose_card_change: {
        Args: { p_card_id: number; p_values: Json; p_version: number }
        Returns: {
          base_version: number
          card_id: number
          change_set: string
          changes: NonNullable<Json>
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: number
          proposed_by: string
          reason: string | null
          status: string
          updated_at: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "card_change_proposals"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      publication_events: {
        Args: { p_now?: string; p_row_id: string; p_table: string }
        Returns: {
          actor_id: string
          at: string
          kind: string
        }[]
      }
      publication_state:
        | {
            Args: { p_row: Database["public"]["Tables"]["blog_posts"]["Row"] }
            Returns: {
              error: true
            } & "Could not choose the best candidate function between: public.publication_state(p_row => credit_cards), public.publication_state(p_row => news_articles), public.publication_state(p_row => blog_posts). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
          }
        | {
            Args: { p_row: Database["public"]["Tables"]["credit_cards"]["Row"] }
            Returns: {
              error: true
            } & "Could not choose the best candidate function between: public.publication_state(p_row => credit_cards), public.publication_state(p_row => news_articles), public.publication_state(p_row => blog_posts). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
          }
        | {
            Args: {
              p_row: Database["public"]["Tables"]["news_articles"]["Row"]
            }
            Returns: {
              error: true
            } & "Could not choose the best candidate function between: public.publication_state(p_row => credit_cards), public.publication_state(p_row => news_articles), public.publication_state(p_row => blog_posts). Try renaming the parameters or the function itself in the database so function overloading can be resolved"
          }
      reject_card_change: {
        Args: { p_id: number; p_reason: string }
        Returns: {
          base_version: number
          card_id: number
          change_set: string
          changes: NonNullable<Json>
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: number
          proposed_by: string
          reason: string | null
          status: string
          updated_at: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "card_change_proposals"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      run_retention: { Args: { p_dry_run: boolean }; Returns: Json }
      save_card: {
        Args: {
          p_category_ids?: number[]
          p_changes: Json
          p_id: number
          p_version: number
        }
        Returns: {
          accepts_payment_remarks: boolean
          annual_fee: number
          apply_url: string | null
          bank_id: number
          bonus_description: string | null
          cashback_percent: number | null
          cons: string | null
          created_at: string
          credit_bureau: string | null
          credit_limit_max: number | null
          credit_limit_min: number | null
          credit_warning: string | null
          currency_surcharge_percent: number | null
          editor_rating: number | null
          effective_rate: number | null
          example_credit_amount: number | null
          example_monthly_payment: number | null
          example_term_months: number | null
          example_total_payable: number | null
          example_updated_on: string | null
          extra_card_fee: number | null
          has_lounge_access: boolean
          has_purchase_protection: boolean
          has_travel_insurance: boolean
          highlights: string[]
          id: number
          image_url: string | null
          insurance_notes: string | null
          interest_free_days: number | null
          invoice_fee: number
          is_published: boolean
          is_sponsored: boolean
          min_age: number
          min_annual_income: number | null
          min_monthly_payment_percent: number | null
          name: string
          network_id: number
          nominal_rate_max: number | null
          nominal_rate_min: number | null
          offer_ends_at: string | null
          pros: string | null
          publish_from: string | null
          publish_until: string | null
          rate_type: string | null
          setup_fee: number
          short_description: string | null
          slug: string
          sort_rank: number
          updated_at: string
          version: number
          withdrawal_fee_fixed: number | null
          withdrawal_fee_percent: number | null
        }
        SetofOptions: {
          from: "*"
          to: "credit_cards"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      search_chat_sessions_page: {
        Args: {
          p_filter?: Json
          p_limit?: number
          p_offset?: number
          p_order?: string
          p_query: string
          p_sort?: string
        }
        Returns: Json
      }
      search_credit_cards_page: {
        Args: {
          p_filter?: Json
          p_limit?: number
          p_offset?: number
          p_order?: string
          p_query: string
          p_sort?: string
        }
        Returns: Json
      }
      search_everything: {
        Args: { p_limit?: number; p_query: string }
        Returns: {
          id: string
          kind: string
          label: string
          rank: number
          secondary: string
        }[]
      }
      search_expert_inquiries_page: {
        Args: {
          p_filter?: Json
          p_limit?: number
          p_offset?: number
          p_order?: string
          p_query: string
          p_sort?: string
        }
        Returns: Json
      }
      search_reviews_page: {
        Args: {
          p_filter?: Json
          p_limit?: number
          p_offset?: number
          p_order?: string
          p_query: string
          p_sort?: string
        }
        Returns: Json
      }
      site_image_cleanup_candidates: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      site_image_usage: {
        Args: { p_paths: string[] }
        Returns: {
          label: string
          path: string
          row_id: number
          table_name: string
        }[]
      }
      terms_on_date: {
        Args: { p_at: string }
        Returns: {
          bank_id: number
          bank_name: string
          card_id: number
          changed_at: string
          example: Json
          is_sponsored: boolean
          meets_rules: boolean
          name: string
          problems: Json
          slug: string
          sort_rank: number
          terms: Json
        }[]
      }
      undo_card_changes: { Args: { p_change_set: string }; Returns: number }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

